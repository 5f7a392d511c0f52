// TOEIC Part 2/3/4 lines as exchanges. An imported conversation (JSON or CSV) comes back from the set
// endpoint whole, its turns in order with their speakers and earlier turns; a re-import keeps every line's id;
// a bad conversation is refused line by line and nothing of its file is written.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sentences } from '../db/practice-schema';
import type { TSentenceItem, TSentenceOverview, TSentenceSet } from '../../shared/practice/contract';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { formatRowError, parseContentFile, type RowError } from './content-rows';
import { importContent, PRACTICE_CONTENT_CHANNEL, StoredExchangeError } from './import';

const PART3_JSON = {
  sentences: [
    {
      part: 'part3',
      englishSentence: 'Did you book the meeting room for Thursday?',
      vietnameseTranslation: 'Anh đã đặt phòng họp cho thứ Năm chưa?',
      audio: '',
      conversation: 'p3-001',
      turn: 1,
      speaker: 'Woman',
    },
    {
      part: 'part3',
      englishSentence: 'Yes, Room 208 is ours from two to four.',
      vietnameseTranslation: 'Rồi, phòng 208 là của chúng ta từ hai đến bốn giờ.',
      audio: '',
      conversation: 'p3-001',
      turn: 2,
      speaker: 'Man',
    },
    {
      part: 'part3',
      englishSentence: 'Great, I will send the agenda to the team.',
      vietnameseTranslation: 'Tốt quá, tôi sẽ gửi chương trình họp cho cả nhóm.',
      audio: '',
      conversation: 'p3-001',
      turn: 3,
      speaker: 'Woman',
    },
  ],
};

// Turns listed out of order: the set still plays them 1, 2.
const PART2_CSV = [
  'part,englishSentence,vietnameseTranslation,audio,conversation,turn,speaker',
  'part2,"It is in the top drawer, I think.","Tôi nghĩ nó ở ngăn kéo trên cùng.",,p2-001,2,Woman',
  'part2,Where did you put the stapler?,Bạn để cái dập ghim ở đâu?,,p2-001,1,Man',
  'part2,The printer on the second floor is out of paper.,Máy in ở tầng hai hết giấy.,,,,',
].join('\n');

/** What `npm run content:import` does with one file: import only a file without errors. */
const importFile = async (
  testApp: TestApp,
  name: string,
  text: string,
): Promise<{ errors?: RowError[]; counts?: { words: number; sentences: number } }> => {
  const parsed = parseContentFile(name, text);
  if (parsed.errors.length > 0) return { errors: parsed.errors };
  return { counts: await importContent(testApp.ctx.databases.practice, parsed) };
};

describeEachDatabase('conversations in practice content', (kind) => {
  let testApp: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
    client = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.ctx.databases.practice;
  /** As the CLI does after an import: announce it, then wait for the sets to change. */
  const announce = async () => {
    const before = (await client.get('/api/v4/practice/sentences/sets')).headers.etag;
    await testApp.ctx.databases.notifier.notify(PRACTICE_CONTENT_CHANNEL, 'imported');
    await vi.waitFor(async () => {
      expect((await client.get('/api/v4/practice/sentences/sets')).headers.etag).not.toBe(before);
    });
  };
  const getSet = async (part: string, setIndex = 0): Promise<TSentenceSet> => {
    const response = await client.get(`/api/v4/practice/sentences?part=${part}&setIndex=${setIndex}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const storedIds = async () =>
    new Map(
      (await db().select({ id: sentences.id, text: sentences.englishSentence }).from(sentences)).map((row) => [
        row.text,
        row.id,
      ]),
    );
  const turnsOf = (items: TSentenceItem[]) =>
    items.map((item) => [item.conversation, item.turn, item.turns, item.speaker, item.englishSentence]);

  it('round-trips a JSON conversation: its turns in order, with speakers and the earlier turns', async () => {
    expect(await importFile(testApp, 'talks.json', JSON.stringify(PART3_JSON))).toEqual({
      counts: { words: 0, sentences: 3 },
    });
    await announce();
    const set = await getSet('part3');
    expect(turnsOf(set.items)).toEqual([
      ['p3-001', 1, 3, 'Woman', 'Did you book the meeting room for Thursday?'],
      ['p3-001', 2, 3, 'Man', 'Yes, Room 208 is ours from two to four.'],
      ['p3-001', 3, 3, 'Woman', 'Great, I will send the agenda to the team.'],
    ]);
    expect(set.items[0]?.earlierTurns).toEqual([]);
    expect(set.items[2]?.earlierTurns).toEqual([
      {
        turn: 1,
        speaker: 'Woman',
        englishSentence: 'Did you book the meeting room for Thursday?',
        vietnameseTranslation: 'Anh đã đặt phòng họp cho thứ Năm chưa?',
        audio: '',
        audioUk: '',
      },
      expect.objectContaining({ turn: 2, speaker: 'Man', englishSentence: 'Yes, Room 208 is ours from two to four.' }),
    ]);
    const overview: TSentenceOverview = (await client.get('/api/v4/practice/sentences/sets')).json();
    expect(overview.setsPerPart.part3).toBe(1);
  });

  it('round-trips a CSV conversation next to a single line', async () => {
    expect(await importFile(testApp, 'pairs.csv', PART2_CSV)).toEqual({ counts: { words: 0, sentences: 3 } });
    await announce();
    const set = await getSet('part2');
    // The file's first row is the newest; the pair takes the place of its newest line, turn 1 first.
    expect(turnsOf(set.items)).toEqual([
      ['p2-001', 1, 2, 'Man', 'Where did you put the stapler?'],
      ['p2-001', 2, 2, 'Woman', 'It is in the top drawer, I think.'],
      [null, null, null, null, 'The printer on the second floor is out of paper.'],
    ]);
    expect(set.items[1]?.earlierTurns.map((turn) => turn.englishSentence)).toEqual(['Where did you put the stapler?']);
  });

  it('keeps every id on a re-import that changes translations, turns and speakers', async () => {
    const before = await storedIds();
    const changed = {
      sentences: PART3_JSON.sentences.map((row) => ({
        ...row,
        vietnameseTranslation: `${row.vietnameseTranslation} (sửa)`,
        // Turns 1 and 3 trade places: the unique turn index must not trip over the swap.
        turn: row.turn === 2 ? 2 : 4 - row.turn,
        speaker: row.speaker === 'Man' ? 'Man 2' : row.speaker,
      })),
    };
    expect(await importFile(testApp, 'talks.json', JSON.stringify(changed))).toMatchObject({ counts: {} });
    await announce();
    expect(await storedIds()).toEqual(before);
    const set = await getSet('part3');
    expect(turnsOf(set.items).map((row) => row.slice(1, 4))).toEqual([
      [1, 3, 'Woman'],
      [2, 3, 'Man 2'],
      [3, 3, 'Woman'],
    ]);
    expect(set.items[0]?.englishSentence).toBe('Great, I will send the agenda to the team.');
    expect(set.items[0]?.vietnameseTranslation).toMatch(/\(sửa\)$/);
  });

  it('turns stored single lines into an exchange without changing their ids', async () => {
    // Lines from before exchanges (the old bundled file): single part2 lines.
    const single = (text: string) => ({ part: 'part2', englishSentence: text, vietnameseTranslation: `Dịch: ${text}` });
    const question = 'Who is leading the training session tomorrow?';
    const response = 'Ms. Patel from human resources.';
    await importFile(testApp, 'old.json', JSON.stringify({ sentences: [single(question), single(response)] }));
    const before = await storedIds();
    const pair = {
      sentences: [
        { ...single(question), conversation: 'p2-002', turn: 1, speaker: 'Woman' },
        { ...single(response), conversation: 'p2-002', turn: 2, speaker: 'Man' },
      ],
    };
    expect(await importFile(testApp, 'new.json', JSON.stringify(pair))).toMatchObject({ counts: { sentences: 2 } });
    await announce();
    const after = await storedIds();
    expect(after.get(question)).toBe(before.get(question));
    expect(after.get(response)).toBe(before.get(response));
    const items = (await getSet('part2')).items;
    const line = items.find((item) => item.englishSentence === response);
    expect(line).toMatchObject({ id: before.get(response), conversation: 'p2-002', turn: 2, speaker: 'Man' });
    expect(line?.earlierTurns.map((turn) => turn.englishSentence)).toEqual([question]);
  });

  it('refuses bad conversations with line-level reasons and imports nothing of the file', async () => {
    const before = await db().select().from(sentences).orderBy(asc(sentences.id));
    const row = (part: string, text: string, conversation: string, turn: number, speaker: string) =>
      `${part},${text},Dịch.,,${conversation},${turn},${speaker}`;
    const csv = [
      'part,englishSentence,vietnameseTranslation,audio,conversation,turn,speaker',
      'part1,A man is reading a newspaper.,Một người đàn ông đang đọc báo.,,,,', // line 2: fine, never stored
      // p3-009 misses turn 2
      row('part3', 'Has the shipment arrived yet?', 'p3-009', 1, 'Man'),
      row('part3', 'I will call the supplier right away.', 'p3-009', 3, 'Woman'),
      row('part3', 'Thank you for checking on that.', 'p3-009', 4, 'Man'),
      // p2-009 has three turns
      row('part2', 'When does the store open?', 'p2-009', 1, 'Man'),
      row('part2', 'At nine on weekdays.', 'p2-009', 2, 'Woman'),
      row('part2', 'And on Saturdays too.', 'p2-009', 3, 'Woman'),
      // p4-009 has two speakers
      row('part4', 'Welcome to the Grand Hotel tour.', 'p4-009', 1, 'Speaker'),
      row('part4', 'Our first stop is the lobby.', 'p4-009', 2, 'Speaker'),
      row('part4', 'Please stay with the group.', 'p4-009', 3, 'Woman'),
      // p3-010 is split across parts
      row('part3', 'Could you review the budget report?', 'p3-010', 1, 'Woman'),
      row('part2', 'I can look at it after lunch.', 'p3-010', 2, 'Man'),
      row('part3', 'Thank you so much.', 'p3-010', 3, 'Woman'),
    ].join('\n');
    const result = await importFile(testApp, 'bad.csv', csv);
    const lines = (errors: RowError[] | undefined, pattern: RegExp) =>
      (errors ?? []).filter((error) => pattern.test(error.reason)).map((error) => error.line);
    const errors: RowError[] = result.errors ?? [];
    expect(lines(errors, /"p3-009" has no turn 2/)).toEqual([3, 4, 5]);
    expect(lines(errors, /"p2-009" has 3 turns; a part2 conversation has exactly 2/)).toEqual([6, 7, 8]);
    expect(lines(errors, /"p4-009" has 2 speaker\(s\); a part4 conversation has one speaker/)).toEqual([9, 10, 11]);
    expect(lines(errors, /speaker "Woman" is not one of part4's/)).toEqual([11]);
    expect(lines(errors, /"p3-010" mixes parts/)).toEqual([12, 13, 14]);
    expect(errors.every((error) => error.line >= 3)).toBe(true);
    expect(formatRowError(errors[0]!)).toMatch(/^line 3: conversation "p3-009" has no turn 2/);
    expect(await db().select().from(sentences).orderBy(asc(sentences.id))).toEqual(before);
  });

  it('refuses an import that would leave a stored conversation without a turn, and writes nothing', async () => {
    const before = await db().select().from(sentences).orderBy(asc(sentences.id));
    // The file moves p3-001's second line into a new talk and does not bring p3-001 again.
    const moved = {
      sentences: [
        {
          part: 'part1',
          englishSentence: 'Two women are shaking hands.',
          vietnameseTranslation: 'Hai người phụ nữ bắt tay.',
        },
        ...['Yes, Room 208 is ours from two to four.', 'Please arrive ten minutes early.', 'Thank you.'].map(
          (text, index) => ({
            part: 'part3',
            englishSentence: text,
            vietnameseTranslation: 'Dịch.',
            conversation: 'p3-002',
            turn: index + 1,
            speaker: index === 1 ? 'Woman' : 'Man',
          }),
        ),
      ],
    };
    const parsed = parseContentFile('moved.json', JSON.stringify(moved));
    expect(parsed.errors).toEqual([]);
    const failure = await importContent(db(), parsed).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoredExchangeError);
    expect((failure as StoredExchangeError).problems).toEqual([
      'part3 conversation "p3-001" would keep 2 of its turns (the last is 3): import it whole',
    ]);
    expect(await db().select().from(sentences).orderBy(asc(sentences.id))).toEqual(before);
    const [stored] = await db()
      .select({ conversation: sentences.conversation })
      .from(sentences)
      .where(eq(sentences.englishSentence, 'Yes, Room 208 is ours from two to four.'));
    expect(stored?.conversation).toBe('p3-001');
  });
});
