// The meaning → word mode. The learner reads a word's Vietnamese meaning, hears nothing,
// and types the English word; the mode is chosen with the keyboard, kept in the address and on the device,
// and a pass in it completes the set like a listening pass, recorded with its mode.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { practiceText } from './practice-messages';
import { LOCAL_STORAGE_KEYS, TIMINGS } from '../src/shared/constants';
import { axeViolations, presetCookieConsent } from './support';
import { firstVocabularySet, vocabularyPath, vocabularySetCard } from './practice-sets';

interface SoundLog {
  clipPlays: string[];
  spoken: string[];
}

/** Logs every media play and every utterance the page asks for. */
async function recordSound(page: Page) {
  await page.addInitScript(() => {
    const log: SoundLog = { clipPlays: [], spoken: [] };
    (window as unknown as { soundLog: SoundLog }).soundLog = log;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      log.clipPlays.push(this.src);
      return play.call(this);
    };
    if ('speechSynthesis' in window) {
      const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        log.spoken.push(utterance.text);
        speak(utterance);
      };
    }
  });
}

const soundLog = (page: Page) => page.evaluate(() => (window as unknown as { soundLog: SoundLog }).soundLog);
const clearSoundLog = (page: Page) =>
  page.evaluate(() => {
    const log = (window as unknown as { soundLog: SoundLog }).soundLog;
    log.clipPlays.length = 0;
    log.spoken.length = 0;
  });
/** The items' own sound: stored clips. The success and error chimes are static assets. */
const isItemAudio = (url: string) => new URL(url).pathname.startsWith('/api/v4/practice/audio/');

const modeRadio = (page: Page, mode: 'listen' | 'meaning') =>
  page
    .getByRole('group', { name: practiceText('practice.mode.legend') })
    .getByRole('radio', { name: practiceText(`practice.mode.${mode}`), exact: true });

/** Moves the keyboard focus backwards until the mode switch has it. */
async function tabBackToModeSwitch(page: Page) {
  for (let presses = 0; presses < 15; presses += 1) {
    const onSwitch = await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.name === 'practice-mode',
    );
    if (onSwitch) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error('the mode switch is not reachable with Tab');
}

test.describe('the meaning → word mode', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
    await recordSound(page);
  });

  test('a set switched to the meaning mode with the keyboard and completed with the keyboard alone, in silence', async ({
    page,
  }) => {
    const set = await firstVocabularySet(page.request);
    const total = set.items.length;
    const audioRequests: { url: string; afterSwitch: boolean }[] = [];
    let switched = false;
    page.on('request', (request) => {
      if (isItemAudio(request.url())) audioRequests.push({ url: request.url(), afterSwitch: switched });
    });

    await page.goto(vocabularyPath(set));
    await expect(page.getByRole('heading', { name: set.topic })).toBeVisible();
    await expect(modeRadio(page, 'listen')).toBeChecked();
    const answerInput = page.getByRole('textbox', { name: practiceText('practice.answer') });
    await expect(answerInput).toBeFocused();

    // Tab reaches the switch; the arrow key changes the mode, as in any radio group.
    await tabBackToModeSwitch(page);
    await expect(modeRadio(page, 'listen')).toBeFocused();
    switched = true;
    await page.keyboard.press('ArrowRight');
    await expect(modeRadio(page, 'meaning')).toBeChecked();
    await expect(page).toHaveURL(/[?&]mode=meaning(&|$)/);
    await clearSoundLog(page);
    // The set starts again in the new mode, the caret in the answer box.
    await expect(answerInput).toBeFocused();
    await expect(answerInput).toHaveAttribute('placeholder', practiceText('practice.word.placeholder.meaning'));
    await expect(page.getByRole('button', { name: practiceText('practice.playAudio') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: practiceText('practice.listening.settings') })).toHaveCount(0);
    await expect(page.getByTestId('practice-shortcuts')).not.toContainText(practiceText('practice.shortcuts.shift'));

    const prompt = page.getByTestId('meaning-prompt');
    // The first word is missed three times (the answer shows), so it comes back once at the end: n + 1 slots.
    const slots = [...set.items, set.items[0]!];
    for (const [slot, item] of slots.entries()) {
      // The repeat is added once the set's last item is done.
      await expect(page.getByTestId('item-counter')).toHaveText(`${slot + 1} / ${slot < total ? total : total + 1}`);
      if (slot === total) await expect(page.getByText(practiceText('practice.repeatNote'))).toBeVisible();
      await expect(prompt).toContainText(item.meaning);
      if (item.type) await expect(prompt).toContainText(item.type);
      // The word and its IPA stay hidden until answered.
      await expect(page.getByTestId('answer')).toHaveCount(0);
      await expect(answerInput).toBeFocused();
      if (slot === 0) {
        for (let tries = 1; tries <= 3; tries += 1) {
          await page.keyboard.type('zzzz');
          await page.keyboard.press('Enter');
          await expect(page.getByText(practiceText('practice.word.notQuite'))).toBeVisible();
          // A wrong check selects the typed text, so the next try replaces it.
          await expect(answerInput).toBeFocused();
          await expect
            .poll(() => answerInput.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!))
            .toBe(4);
        }
        await expect(page.getByTestId('answer')).toHaveText(`${item.word} [${item.phonetic}]`);
      }
      await page.keyboard.type(item.word);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // After the right answer: the meaning, the word and its IPA (no sound).
      await expect(dialog).toContainText(item.meaning);
      await expect(dialog).toContainText(item.word);
      await page.waitForTimeout(TIMINGS.correctCheckGuardMs);
      await page.keyboard.press('Enter');
    }

    await expect(page.getByRole('heading', { name: 'Hoàn thành bộ!' })).toBeFocused();
    await page.keyboard.press('Enter');
    if (set.next) {
      await expect(page).toHaveURL(new RegExp(`/dictation/${set.next.position}\\?.*mode=meaning`));
      await expect(modeRadio(page, 'meaning')).toBeChecked();
    } else {
      await expect(page).toHaveURL(/\/$/);
    }

    // Nothing was played, spoken or fetched for the items after the switch. (Clips the listening mode had
    // loaded ahead before it may still finish loading; no other item's clip is asked for.)
    const before = new Set(audioRequests.filter((entry) => !entry.afterSwitch).map((entry) => entry.url));
    expect(audioRequests.filter((entry) => entry.afterSwitch && !before.has(entry.url))).toEqual([]);
    const sound = await soundLog(page);
    expect(sound.clipPlays.filter(isItemAudio)).toEqual([]);
    expect(sound.spoken).toEqual([]);

    // Recorded like any pass, with its mode: every attempt in this browser's record says 'meaning'.
    const attempts = await page.evaluate((key) => {
      const record = JSON.parse(window.localStorage.getItem(key) ?? '{"attempts":[]}') as {
        attempts: { mode: string; result: string }[];
      };
      return record.attempts;
    }, LOCAL_STORAGE_KEYS.practiceRecord);
    expect(attempts).toHaveLength(total + 1);
    expect(new Set(attempts.map((attempt) => attempt.mode))).toEqual(new Set(['meaning']));
    expect(attempts[0]!.result).toBe('revealed');

    // The home card shows the completion, its score and its mode.
    await page.goto('/');
    const card = vocabularySetCard(page, set);
    await expect(card).toContainText('Luyện lại');
    await expect(card.getByTestId('set-score')).toContainText(`${total - 1}/${total}`);
    await expect(card.getByTestId('set-score')).toContainText('theo nghĩa');
  });

  test('the device remembers the mode: a set opened without it is silent from the start; axe at 390 and 1440 px', async ({
    page,
  }) => {
    const set = await firstVocabularySet(page.request);
    await page.addInitScript((key) => window.localStorage.setItem(key, 'meaning'), LOCAL_STORAGE_KEYS.wordPracticeMode);
    const audioRequests: string[] = [];
    page.on('request', (request) => {
      if (isItemAudio(request.url())) audioRequests.push(request.url());
    });

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(vocabularyPath(set));
      await expect(page.getByTestId('meaning-prompt')).toContainText(set.items[0]!.meaning);
      await expect(modeRadio(page, 'meaning')).toBeChecked();
      // Past the first item's autoplay time (500 ms): still nothing.
      await page.waitForTimeout(TIMINGS.autoplayFirstItemMs + 1000);
      expect(audioRequests).toEqual([]);
      expect((await soundLog(page)).spoken).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    }

    // A link naming the listening mode opens it, whatever the device's choice.
    await page.goto(`${vocabularyPath(set)}&mode=listen`);
    await expect(modeRadio(page, 'listen')).toBeChecked();
    await expect(page.getByRole('button', { name: practiceText('practice.playAudio') })).toBeVisible();
  });
});
