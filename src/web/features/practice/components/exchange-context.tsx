// A line of a TOEIC exchange (a Part 2 question → response, a Part 3 conversation, a Part 4 talk) is
// dictated in its context: the earlier turns above it, each with its speaker, English and Vietnamese, and the
// current speaker's label over the answer boxes. Only the current turn is dictated; the exchange so far can be
// replayed (button or Alt+R).
import type { TEarlierTurn, TSentenceItem } from '@shared/practice/contract';
import { Message, useT } from '@/i18n/i18n';
import { ReplayIcon } from './practice-icons';
import styles from './exchange-context.module.css';

export interface Exchange {
  turn: number;
  turns: number;
  speaker: string;
  earlierTurns: TEarlierTurn[];
  /** 'talk' (Part 4, one speaker) or 'conversation'. */
  kind: 'talk' | 'conversation';
}

/**
 * The exchange of a line, or null for a single line. Items a visitor's browser kept from before exchanges
 * (record snapshots) have no exchange fields: read them as single lines.
 */
export function exchangeOf(item: TSentenceItem): Exchange | null {
  const fields: Partial<TSentenceItem> = item;
  if (fields.conversation == null || fields.turn == null || fields.speaker == null) return null;
  return {
    turn: fields.turn,
    turns: fields.turns ?? fields.turn,
    speaker: fields.speaker,
    earlierTurns: fields.earlierTurns ?? [],
    kind: fields.speaker === 'Speaker' ? 'talk' : 'conversation',
  };
}

/** The earlier turns (a labelled list) and the replay button; nothing before the first turn but the button's place. */
export function EarlierTurns({ exchange, onReplay }: { exchange: Exchange; onReplay: () => void }) {
  const t = useT();
  const { kind } = exchange;
  return (
    <div className={styles.exchange}>
      <div className={styles.exchangeTop}>
        <p className={styles.exchangeTitle}>
          <Message id="practice.exchange.title" values={{ kind, turn: exchange.turn, turns: exchange.turns }} />
        </p>
        {exchange.earlierTurns.length > 0 && (
          <button
            type="button"
            className={styles.replay}
            onClick={onReplay}
            aria-keyshortcuts="Alt+R"
            title={t('practice.exchange.replayHint', { kind })}
          >
            <ReplayIcon width={16} height={16} />
            <Message id="practice.exchange.replay" values={{ kind }} />
          </button>
        )}
      </div>
      {exchange.earlierTurns.length > 0 && (
        <ol className={styles.turns} aria-label={t('practice.exchange.earlier', { kind })} data-testid="earlier-turns">
          {exchange.earlierTurns.map((turn) => (
            <li key={turn.turn} className={styles.turn}>
              <span className={styles.speaker} data-speaker={speakerTone(turn.speaker)} lang="en">
                {turn.speaker}
              </span>
              <span className={styles.turnText}>
                <span className={styles.turnEnglish} lang="en">
                  {turn.englishSentence}
                </span>
                <span className={styles.turnVietnamese} lang="vi">
                  {turn.vietnameseTranslation}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The current speaker's label over the answer boxes. */
export function CurrentSpeaker({ exchange }: { exchange: Exchange }) {
  return (
    <p className={styles.current} data-testid="current-speaker">
      <span className={styles.speaker} data-speaker={speakerTone(exchange.speaker)} lang="en">
        {exchange.speaker}
      </span>
      <span className={styles.currentHint}>
        <Message id="practice.exchange.speaks" />
      </span>
    </p>
  );
}

/** What the live region says when a line of an exchange comes up. */
export function ExchangeAnnouncement({ exchange }: { exchange: Exchange }) {
  const { speaker, turn, turns, kind } = exchange;
  return <Message id="practice.exchange.announce" values={{ speaker, turn, turns, kind }} />;
}

/** Each speaker keeps one colour through the exchange. */
function speakerTone(speaker: string): string {
  if (speaker.startsWith('Woman')) return 'woman';
  if (speaker.startsWith('Man')) return 'man';
  return 'speaker';
}
