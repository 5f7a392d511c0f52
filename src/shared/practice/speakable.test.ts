import { describe, expect, it } from 'vitest';
import { espeakHeteronym } from './heteronyms';
import { judgeSentence } from './answer';
import { toSpeakable } from './speakable';

describe('toSpeakable', () => {
  it.each([
    // Money
    ["It's $18 one way.", "It's eighteen dollars one way."],
    ['The project will cost about $40 million.', 'The project will cost about forty million dollars.'],
    ['$1,500', 'one thousand five hundred dollars'],
    ['$12.50', 'twelve dollars and fifty cents'],
    ['$1', 'one dollar'],
    ["It's $250, but members get a discount.", "It's two hundred fifty dollars, but members get a discount."],
    ['Pick up a $10 meal voucher.', 'Pick up a ten-dollar meal voucher.'],
    // Times
    ['I have to finish this estimate by 5:00.', "I have to finish this estimate by five o'clock."],
    ['Make it for 7:30, please.', 'Make it for seven thirty, please.'],
    ['10:05', 'ten oh five'],
    ['From 9:00 a.m. to 1:00 p.m.', 'From nine AM to one PM.'],
    ['We stay open until 8:00 p.m.', 'We stay open until eight PM.'],
    // Dates and ordinals
    ['I bought it on May 3 for $129.', 'I bought it on May third for one hundred twenty-nine dollars.'],
    ['on Saturday, July 12, from 11:00', "on Saturday, July twelfth, from eleven o'clock"],
    ['the 21st floor', 'the twenty-first floor'],
    ['3rd', 'third'],
    // Titles and abbreviations
    ["Isn't Mr. Park's office here?", "Isn't Mister Park's office here?"],
    ['Ask Ms. Chen.', 'Ask Miz Chen.'],
    ['Mrs. Lopez called.', 'Missus Lopez called.'],
    ['Welcome, Dr. Susan Park!', 'Welcome, Doctor Susan Park!'],
    ['It is on Main St.', 'It is on Main Street.'],
    ['St. Louis', 'Saint Louis'],
    ['Take bus No. 5.', 'Take bus number five.'],
    ['Say no.', 'Say no.'],
    ['Pens, paper, etc.', 'Pens, paper, et cetera.'],
    // Percentages, codes, rooms and flights, years
    ['up by 15%', 'up by fifteen percent'],
    ['2.5%', 'two point five percent'],
    ['You can reach me at extension 214.', 'You can reach me at extension two one four.'],
    ['The order number is 4471, if that helps.', 'The order number is four four seven one, if that helps.'],
    ['Call 555-0134.', 'Call five five five, oh one three four.'],
    ['The session is in Room 310.', 'The session is in Room three ten.'],
    ['Flight 208 to Chicago', 'Flight two oh eight to Chicago'],
    ["You're in Room 1203.", "You're in Room twelve oh three."],
    ['Boarding is at Gate 12.', 'Boarding is at Gate twelve.'],
    ['It opened in 2024.', 'It opened in twenty twenty-four.'],
    ['It opened in 1999.', 'It opened in nineteen ninety-nine.'],
    ['It opened in 2005.', 'It opened in two thousand five.'],
    ['We hired 12 people.', 'We hired twelve people.'],
    ['more than 200 photographs', 'more than two hundred photographs'],
    ['1,000,000 visitors', 'one million visitors'],
    ['Please dial 0.', 'Please dial zero.'],
    ['a 10-15 minute walk', 'a ten to fifteen minute walk'],
    ['A4 paper', 'A four paper'],
    // Left as they are
    ['A woman is watering plants near the window.', 'A woman is watering plants near the window.'],
    ['record', 'record'],
    ['long-term', 'long-term'],
    ['Salt & pepper', 'Salt and pepper'],
  ])('%s → %s', (text, spoken) => {
    expect(toSpeakable(text)).toBe(spoken);
  });

  it('says each number in a way the answer check accepts for it', () => {
    for (const token of ['$18', '$1,500', '$12.50', '5:00', '7:30', '10:05', '21st', '15%', '214', '310', '2024']) {
      expect(judgeSentence([toSpeakable(token)], token).isCorrect, token).toBe(true);
    }
  });

  it('writes a heteronym as espeak-ng phonemes of its part of speech only when asked', () => {
    expect(toSpeakable('record', { wordType: 'verb', phonemes: 'espeak' })).toBe("[[rI#k'o@d]]");
    expect(toSpeakable('Record', { wordType: 'noun', phonemes: 'espeak' })).toBe("[[r'Ek3d]]");
    expect(toSpeakable('record', { wordType: 'verb' })).toBe('record');
    expect(toSpeakable('record', { wordType: 'adjective', phonemes: 'espeak' })).toBe('record');
    expect(toSpeakable('agenda', { wordType: 'noun', phonemes: 'espeak' })).toBe('agenda');
    expect(toSpeakable('Mr. Park paid $18.', { phonemes: 'espeak' })).toBe('Mister Park paid eighteen dollars.');
    expect(espeakHeteronym('constructor', 'verb')).toBeNull();
  });
});
