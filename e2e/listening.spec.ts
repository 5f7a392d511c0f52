// Listening that sounds right everywhere: the practice screens play each item's stored clip at
// the learner's speed (pitch kept) as many times as asked, load the next clip ahead, keep the settings
// across reloads (this browser for a visitor, the account when signed in), and fall back to speech
// synthesis, saying so when the device has no English voice. The e2e server makes every bundled item's
// audio with a fake OpenAI-compatible voice at start, except 'memo' (the first set's second word).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { practiceText } from './practice-messages';
import type { TListeningSettings, TVocabularySet } from '../src/shared/practice/contract';
import { LISTENING, LOCAL_STORAGE_KEYS } from '../src/shared/constants';
import { axeViolations, getJson, presetCookieConsent, signUp } from './support';

const FIRST_SET = `/practice/vocabulary?${new URLSearchParams({ topic: 'Office', setIndex: '0' })}`;
const NO_VOICE_NOTICE = practiceText('practice.listening.noEnglishVoice');

interface ClipPlay {
  src: string;
  playbackRate: number;
  preservesPitch: boolean;
}
interface SoundLog {
  clipPlays: ClipPlay[];
  clipsPlaying: string[];
  spoken: { text: string; rate: number; lang: string }[];
}

/**
 * The first set once its audio is made: every word but 'memo' has its clip (and its British clip when
 * `withUk`). The server makes them in the background after it starts.
 */
async function firstSetWithAudio(request: APIRequestContext, withUk = false): Promise<TVocabularySet> {
  const isReady = (set: TVocabularySet) =>
    set.items.every((item) => item.word === 'memo' || (item.audio !== '' && (!withUk || item.audioUk !== '')));
  await expect
    .poll(async () => isReady(await getJson<TVocabularySet>(request, FIRST_SET)), {
      message: 'the first set has stored audio',
      timeout: 120_000,
      intervals: [500, 1000, 2000],
    })
    .toBe(true);
  const set = await getJson<TVocabularySet>(request, FIRST_SET);
  expect(set.items[1]?.word).toBe('memo');
  expect(set.items[1]?.audio).toBe('');
  expect(set.items[0]?.audio).toMatch(/^\/api\/v4\/practice\/audio\/[0-9a-f]{64}\.mp3$/);
  return set;
}

const setPath = (set: TVocabularySet) =>
  `/dictation/${set.position}?${new URLSearchParams({ topic: set.topic, setIndex: String(set.setIndex) })}`;

/**
 * Records every play() of a media element (its address, rate and pitch setting), each 'playing' that
 * follows, and every text given to speech synthesis. `withoutVoices` makes the device list no voice at
 * all, as on a system without an English one.
 */
async function recordSound(page: Page, options: { withoutVoices?: boolean } = {}) {
  await page.addInitScript(({ withoutVoices }) => {
    const log: SoundLog = { clipPlays: [], clipsPlaying: [], spoken: [] };
    (window as unknown as { soundLog: SoundLog }).soundLog = log;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const src = this.src;
      log.clipPlays.push({ src, playbackRate: this.playbackRate, preservesPitch: this.preservesPitch });
      this.addEventListener('playing', () => log.clipsPlaying.push(src), { once: true });
      return play.call(this);
    };
    if ('speechSynthesis' in window) {
      if (withoutVoices) window.speechSynthesis.getVoices = () => [];
      const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        log.spoken.push({ text: utterance.text, rate: utterance.rate, lang: utterance.lang });
        speak(utterance);
      };
    }
  }, options);
}

const soundLog = (page: Page) => page.evaluate(() => (window as unknown as { soundLog: SoundLog }).soundLog);
const playsOf = async (page: Page, clip: string) =>
  (await soundLog(page)).clipPlays.filter((play) => new URL(play.src).pathname === clip);
const clearSoundLog = (page: Page) =>
  page.evaluate(() => {
    const log = (window as unknown as { soundLog: SoundLog }).soundLog;
    log.clipPlays.length = 0;
    log.clipsPlaying.length = 0;
    log.spoken.length = 0;
  });

function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: practiceText('practice.listening.settings') });
}

function choice(page: Page, group: 'speed' | 'repeat' | 'accent', label: string) {
  return settingsDialog(page)
    .getByRole('group', { name: practiceText(`practice.listening.${group}`) })
    .getByRole('radio', { name: label, exact: true });
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: practiceText('practice.listening.settings') }).click();
  await expect(settingsDialog(page)).toBeVisible();
}

test.describe('listening', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('the practice screen plays the stored clip of the word, with its pitch kept', async ({ page }) => {
    const set = await firstSetWithAudio(page.request);
    const first = set.items[0]!;
    await recordSound(page);
    const clipRequest = page.waitForRequest((request) => new URL(request.url()).pathname === first.audio);
    await page.goto(setPath(set));
    await clipRequest;

    // The first word plays once, 500 ms after loading.
    await expect.poll(async () => (await playsOf(page, first.audio)).length).toBe(1);
    await expect
      .poll(async () => (await soundLog(page)).clipsPlaying.map((src) => new URL(src).pathname))
      .toContain(first.audio);
    expect(await playsOf(page, first.audio)).toEqual([
      expect.objectContaining({ playbackRate: 1, preservesPitch: true }),
    ]);
    // A word with a clip is never read by speech synthesis.
    expect((await soundLog(page)).spoken).toEqual([]);

    await page.getByRole('button', { name: practiceText('practice.playAudio') }).click();
    await expect.poll(async () => (await playsOf(page, first.audio)).length).toBe(2);
  });

  test('speed 0.75× and repeat 2× change playback at once and survive a reload', async ({ page }) => {
    const set = await firstSetWithAudio(page.request);
    const first = set.items[0]!;
    await recordSound(page);
    await page.goto(setPath(set));
    await expect.poll(async () => (await playsOf(page, first.audio)).length).toBe(1);

    await openSettings(page);
    await expect(choice(page, 'speed', '1×')).toBeChecked();
    await expect(choice(page, 'repeat', '1×')).toBeChecked();
    await choice(page, 'speed', '0.75×').check();
    await choice(page, 'repeat', '2×').check();
    await settingsDialog(page)
      .getByRole('button', { name: practiceText('practice.listening.done') })
      .click();
    await expect(settingsDialog(page)).toHaveCount(0);

    await clearSoundLog(page);
    await page.getByRole('button', { name: practiceText('practice.playAudio') }).click();
    await expect.poll(async () => (await playsOf(page, first.audio)).length).toBe(2);
    expect((await playsOf(page, first.audio)).map((play) => [play.playbackRate, play.preservesPitch])).toEqual([
      [0.75, true],
      [0.75, true],
    ]);
    // Twice, not more: the clip lasts under a second at this speed, the pause between is 700 ms.
    await page.waitForTimeout(2000 + LISTENING.repeatPauseMs);
    expect(await playsOf(page, first.audio)).toHaveLength(2);

    // A visitor's choice stays in this browser.
    expect(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.listeningSettings))!),
    ).toEqual({ speed: 0.75, repeat: 2, accent: 'us' });

    await page.reload();
    await expect.poll(async () => (await playsOf(page, first.audio)).length).toBe(2);
    expect((await playsOf(page, first.audio)).every((play) => play.playbackRate === 0.75)).toBe(true);
    await openSettings(page);
    await expect(choice(page, 'speed', '0.75×')).toBeChecked();
    await expect(choice(page, 'repeat', '2×')).toBeChecked();
  });

  test("a signed-in learner's settings are kept in the account", async ({ page }) => {
    const set = await firstSetWithAudio(page.request);
    await signUp(page);
    await page.goto(setPath(set));
    await openSettings(page);
    await choice(page, 'speed', '0.5×').check();
    await choice(page, 'repeat', '3×').check();
    await expect
      .poll(async () => getJson<TListeningSettings>(page.request, '/practice/listening'))
      .toEqual({ speed: 0.5, repeat: 3, accent: 'us' });
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.listeningSettings)).toBeNull();

    await page.reload();
    await openSettings(page);
    await expect(choice(page, 'speed', '0.5×')).toBeChecked();
    await expect(choice(page, 'repeat', '3×')).toBeChecked();
  });

  test('the UK accent plays the British clip', async ({ page }) => {
    const set = await firstSetWithAudio(page.request, true);
    const first = set.items[0]!;
    expect(first.audioUk).not.toBe(first.audio);
    await recordSound(page);
    await page.goto(setPath(set));
    await expect.poll(async () => (await playsOf(page, first.audio)).length).toBe(1);

    await openSettings(page);
    await choice(page, 'accent', practiceText('practice.listening.accent.uk')).check();
    await page.keyboard.press('Escape');
    await expect(settingsDialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: practiceText('practice.playAudio') }).click();
    await expect.poll(async () => (await playsOf(page, first.audioUk)).length).toBe(1);
  });

  test('a word without audio is read by speech synthesis, and a device without English voice says so', async ({
    page,
  }) => {
    const set = await firstSetWithAudio(page.request);
    const [first, memo, third] = set.items;
    if (!first || !memo || !third) throw new Error('the first set needs three words');
    await recordSound(page, { withoutVoices: true });
    await page.goto(setPath(set));
    await expect.poll(async () => (await playsOf(page, first.audio)).length).toBe(1);
    await expect(page.getByText(NO_VOICE_NOTICE)).toHaveCount(0);
    const input = page.getByPlaceholder(practiceText('practice.word.placeholder.listen'));
    const shortcuts = page.getByLabel(practiceText('practice.shortcuts.label'));
    const [answerBoxBefore, shortcutsBefore] = [await input.boundingBox(), await shortcuts.boundingBox()];

    // The word after 'memo' loads as soon as 'memo' is reached.
    const nextClip = page.waitForRequest((request) => new URL(request.url()).pathname === third.audio);
    await page.getByRole('button', { name: practiceText('practice.fastForward') }).click();
    await expect(
      page.getByText(practiceText('practice.word.itemLine', { number: 2, total: set.items.length })),
    ).toBeVisible();
    await nextClip;

    await expect.poll(async () => (await soundLog(page)).spoken.map((utterance) => utterance.text)).toEqual(['memo']);
    const spoken = (await soundLog(page)).spoken[0]!;
    expect(spoken.rate).toBeCloseTo(0.8);
    expect(spoken.lang).toBe('en-US');
    const notice = page.getByRole('status').filter({ hasText: NO_VOICE_NOTICE });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(practiceText('practice.listening.addVoiceHint'));
    // It appears below everything else: the answer box and the shortcuts stay where they were.
    expect(await input.boundingBox()).toEqual(answerBoxBefore);
    expect(await shortcuts.boundingBox()).toEqual(shortcutsBefore);

    // The practice goes on.
    await expect(input).toBeFocused();
    await page.keyboard.type('memo');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText(memo.meaning);
    await page.keyboard.press('Escape');

    // The settings say the same instead of offering voices.
    await openSettings(page);
    await expect(settingsDialog(page)).toContainText(NO_VOICE_NOTICE);
    await expect(
      settingsDialog(page).getByRole('combobox', { name: practiceText('practice.listening.voice') }),
    ).toHaveCount(0);
  });

  test('the accent and the voice are choices only when a second one exists', async ({ page }) => {
    // A set recorded in one accent only: its British clips are taken out of the answer.
    await page.route(
      (url) => url.pathname === '/api/v4/practice/vocabulary',
      async (route) => {
        const response = await route.fetch();
        const set = (await response.json()) as TVocabularySet;
        await route.fulfill({ response, json: { ...set, items: set.items.map((item) => ({ ...item, audioUk: '' })) } });
      },
    );
    const withVoices = (voices: { name: string; lang: string }[]) =>
      page.addInitScript((list) => {
        const fake = list.map((voice) => ({
          ...voice,
          voiceURI: `uri:${voice.name}`,
          default: false,
          localService: true,
        }));
        window.speechSynthesis.getVoices = () => fake as unknown as SpeechSynthesisVoice[];
      }, voices);
    const accentGroup = () =>
      settingsDialog(page).getByRole('group', { name: practiceText('practice.listening.accent') });
    const voiceSelect = () =>
      settingsDialog(page).getByRole('combobox', { name: practiceText('practice.listening.voice') });

    // One American voice: nothing to choose.
    await withVoices([{ name: 'Samantha', lang: 'en-US' }]);
    const set = await firstSetWithAudio(page.request);
    await page.goto(setPath(set));
    await openSettings(page);
    await expect(choice(page, 'speed', '1×')).toBeVisible();
    await expect(accentGroup()).toHaveCount(0);
    await expect(voiceSelect()).toHaveCount(0);

    // An American and a British voice: both the accent and the voice can be chosen.
    await withVoices([
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Daniel', lang: 'en-GB' },
    ]);
    await page.goto(setPath(set));
    await openSettings(page);
    await expect(accentGroup()).toBeVisible();
    await expect(voiceSelect()).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the settings work from the keyboard and pass axe-core at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const set = await firstSetWithAudio(page.request, true);
      await page.goto(setPath(set));
      const button = page.getByRole('button', { name: practiceText('practice.listening.settings') });
      await expect(button).toBeVisible();
      // The screen puts the caret in the answer box just after it opens; moving focus before that
      // happened let the box take it back, and Enter went to the box instead of the button.
      await expect(page.getByPlaceholder(practiceText('practice.word.placeholder.listen'))).toBeFocused();

      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = settingsDialog(page);
      await expect(dialog).toBeVisible();
      // Focus starts on the speed in use; arrows change it, Tab goes to the next setting.
      await expect(choice(page, 'speed', '1×')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(choice(page, 'speed', '0.75×')).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(choice(page, 'repeat', '1×')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(choice(page, 'repeat', '2×')).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(choice(page, 'accent', practiceText('practice.listening.accent.us'))).toBeFocused();

      // Focus stays inside while it is open.
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }

      // WCAG 2.5.8: every control is at least 24 × 24 px, and the dialog fits the screen.
      const boxes = await dialog
        .locator('label:has(input[type="radio"]), button, select')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.right).toBeLessThanOrEqual(viewport.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      expect(await axeViolations(page, 'dialog')).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
      expect(
        JSON.parse((await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.listeningSettings))!),
      ).toEqual({ speed: 0.75, repeat: 2, accent: 'us' });
    });
  }
});
