import { describe, expect, it } from 'vitest';
import { looksLikeVietnameseKeyboard } from './keyboard';

describe('looksLikeVietnameseKeyboard', () => {
  it.each([
    // Telex
    ['ađress', 'address'],
    ['ưindow', 'window'],
    ['mêting', 'meeting'],
    ['bôk', 'book'],
    ['ăwkward', 'awkward'],
    ['fơr', 'for'],
    ['Đeadline', 'deadline'],
    ['schedulé', 'schedule'],
    ['agendà', 'agenda'],
    ['mẹmo', 'memo'],
    ['suỉte', 'suite'],
    ['fĩle', 'file'],
    ['hotẽl', 'hotel'],
    ['thắnk', 'thank'],
    ['lầunch', 'launch'],
    ['ểxcuse', 'excuse'],
    ['gỗod', 'good'],
    ['trự', 'true'],
    ['wíndow', 'window'],
    ['ýes', 'yes'],
    // VNI leaves the same letters ('d9' → đ, 'a1' → á, 'o7' → ơ)
    ['đeliver', 'deliver'],
    ['cáb', 'cab'],
    ['ơrder', 'order'],
    // A letter the answer has, and another Vietnamese letter it has not
    ['cafê', 'café'],
    ['résumế', 'résumé'],
    // Decomposed input
    ['me\u0302ting', 'meeting'],
  ])('%s for %s is the Vietnamese keyboard', (input, expected) => {
    expect(looksLikeVietnameseKeyboard(input, expected)).toBe(true);
  });

  it.each([
    ['adress', 'address'],
    ['windw', 'window'],
    ['meating', 'meeting'],
    ['café', 'café'],
    ['Café', 'café'],
    ['résumé', 'résumé'],
    ['cafe\u0301', 'café'],
    ['naïve', 'naive'], // a diaeresis is no Vietnamese mark
    ['jalapeño', 'jalapeno'],
    ['', 'address'],
    ['address', 'address'],
    ['12', 'twelve'],
  ])('%s for %s is not', (input, expected) => {
    expect(looksLikeVietnameseKeyboard(input, expected)).toBe(false);
  });
});
