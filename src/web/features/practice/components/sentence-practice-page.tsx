// Sentence practice screen (docs/product-rules.md, Practice screens): hear a TOEIC
// sentence, type it word by word.
import { paths } from '@shared/paths';
import { useEffect, useEffectEvent, useMemo, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSetDocumentTitle, useSetNames } from '@/features/practice/lib/set-label';
import { Particles } from '@/components/particles';
import { boxState, splitSentenceWords } from '@shared/practice/answer';
import type { TEarlierTurn, TSentenceItem, TSentenceSet } from '@shared/practice/contract';
import { Message, useT } from '@/i18n/i18n';
import { useSentenceSet } from '@/features/practice/api/get-sentence-set';
import type { ListenItem } from '@/features/practice/lib/item-player';
import { hasBritishClip } from '@/features/practice/lib/listening-settings';
import { isLastItem, isRepeat, nextStep, progressPercent } from '@/features/practice/lib/practice-state';
import { hasSetQuery, readSentenceQuery } from '@/features/practice/lib/set-query';
import {
  missedItemsRun,
  usePracticeSession,
  type PracticeScreenProps,
} from '@/features/practice/hooks/use-practice-session';
import { useListening } from '@/features/practice/hooks/use-listening';
import { PracticeDialog } from './practice-dialog';
import { PracticeHeader } from './practice-header';
import { SentenceSetByNumber } from './set-by-number';
import {
  AnswerToggle,
  CheckVerdict,
  FastForwardButton,
  ItemLine,
  ListenButton,
  renderSetQueryState,
} from './practice-card-parts';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from './practice-icons';
import { PracticeShortcuts } from './practice-shortcuts';
import { SetSummary } from './set-summary';
import { CurrentSpeaker, EarlierTurns, ExchangeAnnouncement, exchangeOf } from './exchange-context';
import { ListeningSettingsButton, NoEnglishVoiceNotice } from './listening-controls';
import { sentenceInputWidth } from '@/features/practice/lib/sentence-input-width';
import { spreadTypedWords } from '@/features/practice/lib/spread-typed-words';
import { useWordBoxWidths } from '@/features/practice/hooks/use-word-box-widths';
import { CheckNote } from './check-note';
import { NextStepLabel } from './next-step-label';
import screen from './practice-screen.module.css';
import styles from './sentence-practice-page.module.css';

export function SentencePracticePage() {
  const [params] = useSearchParams();
  useDocumentTitle(useSetDocumentTitle('sentence', params));
  if (!hasSetQuery(params, 'part')) return <SentenceSetByNumber />;
  const { part, setIndex } = readSentenceQuery(params);
  return <SentenceSetGate part={part} setIndex={setIndex} />;
}

function SentenceSetGate({ part, setIndex }: { part: string; setIndex: number }) {
  const t = useT();
  const query = useSentenceSet(part, setIndex);
  const status = renderSetQueryState(query, setIndex, {
    loadFailed: t('practice.status.sentenceLoadFailed'),
    empty: t('practice.status.noSentenceSets'),
  });
  if (status || !query.data) return status;
  // A new set is a new session: the key resets every per-session state.
  return <SentenceSetSession key={`${query.data.part}/${query.data.setIndex}`} set={query.data} />;
}

function SentenceSetSession({ set }: { set: TSentenceSet }) {
  const recordSet = useMemo(() => ({ group: set.part, setIndex: set.setIndex }), [set.part, set.setIndex]);
  const { groupName } = useSetNames();
  return (
    <SentencePracticeSession
      items={set.items}
      title={groupName({ kind: 'part', part: set.part })}
      position={set.setIndex + 1}
      totalSets={set.partSets}
      recordSet={recordSet}
      nextSetPath={set.next ? paths.sentencePractice.build(set.next) : null}
    />
  );
}

const listenItem = (item: TSentenceItem | TEarlierTurn): ListenItem => ({
  audio: item.audio,
  audioUk: item.audioUk,
  text: item.englishSentence,
});

type SentencePracticeSessionProps = PracticeScreenProps<TSentenceItem>;

/** One pass through a list of sentences: a set of the home page, or a review batch. */
export function SentencePracticeSession(props: SentencePracticeSessionProps) {
  const { items } = props;
  const t = useT();
  const wordPlaceholder = (wordIndex: number) => t('practice.sentence.wordBox', { number: wordIndex + 1 });
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const answers = useMemo(() => items.map((item) => item.englishSentence), [items]);
  const alsoAccepted = useMemo(() => items.map((item) => item.alsoAccepted ?? []), [items]);
  const recordItems = useMemo(() => items.map((item) => ({ kind: 'sentence' as const, item })), [items]);
  const session = usePracticeSession({
    kind: 'sentence',
    answers,
    alsoAccepted,
    items: recordItems,
    recordSet: props.recordSet,
    nextSetPath: props.nextSetPath,
    onFinish: props.onFinish,
    playItem: (slot) => {
      const item = items[session.state.itemOf[slot] ?? slot];
      if (item) listening.play(listenItem(item));
    },
    // The learner may already be typing in a later box (Tab or Space right after the modal): stay there.
    focusInput: () => {
      if (inputs.current.some((input) => input !== null && input === document.activeElement)) return;
      inputs.current[0]?.focus();
    },
    selectWrongInput: () => {
      const results = session.state.wordResults[session.state.index] ?? [];
      const firstWrong = Math.max(0, results.indexOf(false));
      inputs.current[firstWrong]?.focus();
      inputs.current[firstWrong]?.select();
    },
  });
  const { state } = session;
  const item = items[state.itemOf[state.index] ?? 0] ?? items[0];
  const length = state.answers.length;
  const expectedWords = useMemo(() => splitSentenceWords(item?.englishSentence ?? ''), [item]);
  const typed = state.inputs[state.index] ?? [];
  const nextItem = items[state.itemOf[state.index + 1] ?? items.length];
  const listening = useListening({
    index: state.index,
    soundEnabled: state.soundEnabled,
    current: item && listenItem(item),
    next: nextItem && listenItem(nextItem),
  });
  const hasUkAudio = useMemo(() => items.some(hasBritishClip), [items]);
  const exchange = item ? exchangeOf(item) : null;
  // The exchange so far, earlier turns then the current one (Alt+R, by physical key).
  const replayExchange = () => {
    if (!item || !exchange || !state.soundEnabled) return;
    void listening.playSequence([...exchange.earlierTurns.map(listenItem), listenItem(item)]);
  };
  const onReplayKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.code !== 'KeyR' || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!exchange || exchange.earlierTurns.length === 0 || state.modalOpen || state.ended) return;
    event.preventDefault();
    replayExchange();
  });
  useEffect(() => {
    document.addEventListener('keydown', onReplayKey);
    return () => document.removeEventListener('keydown', onReplayKey);
  }, []);
  useWordBoxWidths(
    inputs,
    expectedWords.map((word, wordIndex) => ({
      word,
      typed: typed[wordIndex] ?? '',
      placeholder: wordPlaceholder(wordIndex),
    })),
  );
  if (!item) return null;
  if (state.ended && !props.onFinish) {
    return (
      <SetSummary
        kind="sentence"
        title={props.title}
        position={props.position}
        answers={answers}
        answered={state.answered}
        items={items.map((entry) => ({
          text: entry.englishSentence,
          meaning: entry.vietnameseTranslation,
          listen: listenItem(entry),
        }))}
        nextSetPath={props.nextSetPath}
        renderRetry={(missed, subtitle, onDone) => (
          <SentencePracticeSession {...missedItemsRun(props, missed, subtitle, onDone)} />
        )}
      />
    );
  }
  const result = state.results[state.index];
  const wordResults = state.wordResults[state.index];
  const isCorrect = result === 'correct';
  const step = nextStep(state);

  // Tab moves to the next word; on the last word it leaves the inputs as usual. Space moves on
  // too (learners type a sentence with spaces) and never lands in a box, the last one included.
  // A box takes a form of its word that is several words, spaces included: while the box holds the start
  // of one ('two oh' of '208', 'I' of "I'll" as 'I will'), Space types a space instead of moving on. A box
  // that holds a form of its word and the next ones ("I'll" in the box of 'I' of 'I will') moves past their
  // boxes, which stay empty (answer.ts, boxState).
  const stateOfBox = (value: string, wordIndex: number) =>
    boxState(value, expectedWords, wordIndex, item?.alsoAccepted ?? []);
  const onWordKeyDown = (event: KeyboardEvent<HTMLInputElement>, wordIndex: number) => {
    const isSpace = event.key === ' ' && !event.nativeEvent.isComposing;
    if (!isSpace && (event.key !== 'Tab' || event.shiftKey)) return;
    const value = event.currentTarget.value;
    // The space about to be typed ends the last word: 'two ' of '208' goes on, 'o ' of '1' does not.
    const box = isSpace ? stateOfBox(`${value} `, wordIndex) : null;
    if (box?.kind === 'partial') return;
    const covers = box?.kind === 'complete' ? box.covers : 1;
    const next = inputs.current[wordIndex + covers] ?? inputs.current[wordIndex + 1];
    if (isSpace) event.preventDefault();
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  const onWordChange = (value: string, wordIndex: number) => {
    if (/\s/.test(value.trim()) || /\s$/.test(value)) {
      const box = stateOfBox(value, wordIndex);
      if (box.kind === 'partial') {
        session.edit(value.replace(/\s+/g, ' ').trimStart(), wordIndex);
        return;
      }
      if (box.kind === 'complete' && (/\s/.test(value.trim()) || box.covers > 1)) {
        // A whole form, maybe ended by a space (a phone keyboard's): it stays in its box.
        session.edit(value.trim(), wordIndex);
        if (/\s$/.test(value)) (inputs.current[wordIndex + box.covers] ?? inputs.current[wordIndex + 1])?.focus();
        return;
      }
    }
    const { edits, focusIndex } = spreadTypedWords(value, wordIndex, expectedWords.length);
    for (const [index, text] of edits) session.edit(text, index);
    if (focusIndex !== wordIndex) inputs.current[focusIndex]?.focus();
  };

  return (
    <div className={screen.screen}>
      <Particles cover="viewport" />
      <PracticeHeader
        title={props.title}
        position={props.position}
        totalSets={props.totalSets}
        subtitle={props.subtitle}
        index={state.index}
        length={length}
        completed={session.completed}
        progress={progressPercent(state)}
      />

      <section className={screen.card} aria-label={t('practice.sentence.screenName')}>
        <ItemLine
          kind="sentence"
          index={state.index}
          length={length}
          soundEnabled={state.soundEnabled}
          onToggleSound={session.toggleSound}
        >
          <ListeningSettingsButton listening={listening} hasBritishClips={hasUkAudio} />
        </ItemLine>
        {exchange && <EarlierTurns exchange={exchange} onReplay={replayExchange} />}
        <ListenButton onPlay={session.playCurrent} />
        {exchange && <CurrentSpeaker exchange={exchange} />}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {exchange && <ExchangeAnnouncement exchange={exchange} />}
        </p>

        <div className={styles.sentenceInputs} role="group" aria-label={t('practice.sentence.answerGroup')}>
          {expectedWords.map((word, wordIndex) => {
            const wordResult = wordResults?.[wordIndex];
            return (
              <input
                key={`${state.index}-${wordIndex}`}
                ref={(element) => {
                  inputs.current[wordIndex] = element;
                }}
                className={`${screen.answerInput} ${styles.sentenceWord} ${wordResult === true ? screen.answerCorrect : ''} ${
                  wordResult === false ? screen.answerWrong : ''
                }`}
                style={{ minWidth: sentenceInputWidth(word) }}
                type="text"
                lang="en"
                value={typed[wordIndex] ?? ''}
                onChange={(event) => onWordChange(event.target.value, wordIndex)}
                onKeyDown={(event) => onWordKeyDown(event, wordIndex)}
                placeholder={wordPlaceholder(wordIndex)}
                aria-label={wordPlaceholder(wordIndex)}
                aria-invalid={wordResult === false}
                data-result={
                  wordResult === undefined || wordResult === null ? 'unchecked' : wordResult ? 'correct' : 'wrong'
                }
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="off"
                spellCheck={false}
              />
            );
          })}
          <AnswerToggle shown={state.showAnswer} onToggle={session.toggleAnswer} />
        </div>

        <div className={screen.feedback} aria-live="polite">
          <CheckVerdict
            result={result}
            repeat={isRepeat(state)}
            wrong={
              wordResults ? (
                <Message
                  id="practice.sentence.wordsCorrect"
                  values={{ correct: wordResults.filter(Boolean).length, total: wordResults.length }}
                />
              ) : (
                <Message id="practice.sentence.notQuite" />
              )
            }
          />
          <CheckNote note={state.note} />
        </div>
        {state.showAnswer && (
          <div className={styles.answerBox} data-testid="answer">
            <p className={styles.answerEnglish} lang="en">
              {item.englishSentence}
            </p>
            <p className={styles.answerVietnamese} lang="vi">
              {item.vietnameseTranslation}
            </p>
          </div>
        )}

        <div className={screen.controls}>
          <button
            type="button"
            className={`btn btn-secondary ${screen.backButton}`}
            onClick={session.previous}
            disabled={state.index === 0}
          >
            <ArrowLeftIcon width={18} height={18} />
            <span className={screen.backLabel}>
              <Message id="practice.sentence.previous" />
            </span>
          </button>
          <button type="button" className="btn btn-primary" onClick={session.check}>
            <CheckIcon width={18} height={18} />
            <Message id="practice.check" />
          </button>
          <button
            type="button"
            className={`btn ${isCorrect ? 'btn-success' : 'btn-secondary'}`}
            onClick={session.next}
            disabled={!isCorrect}
          >
            <NextStepLabel step={step} />
            <ArrowRightIcon width={18} height={18} />
          </button>
          {!isLastItem(state) && (
            <FastForwardButton title={t('practice.sentence.skip')} onClick={session.fastForward} />
          )}
        </div>
      </section>

      <PracticeShortcuts
        enterAction={isCorrect ? 'practice.sentence.enterNext' : 'practice.checkAnswer'}
        showTab
        replayKind={exchange && exchange.earlierTurns.length > 0 ? exchange.kind : null}
      />
      <NoEnglishVoiceNotice shown={listening.isMissingEnglishVoice} />

      <PracticeDialog
        open={state.modalOpen && isCorrect}
        label={t('practice.sentence.dialogLabel')}
        nextStep={step}
        onContinue={session.next}
        onClose={session.closeModal}
      >
        <div className={styles.modalSentence}>
          <p className={styles.modalBadge}>
            <CheckIcon width={18} height={18} /> <Message id="practice.correct" />
          </p>
          {exchange && (
            <p className={styles.modalSpeaker} lang="en">
              {exchange.speaker}
            </p>
          )}
          <p className={styles.modalTranslation} lang="vi">
            {item.vietnameseTranslation}
          </p>
          <p className={styles.modalEnglish} lang="en">
            {item.englishSentence}
          </p>
        </div>
      </PracticeDialog>
    </div>
  );
}
