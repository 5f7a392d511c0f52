// Word dictation screen (docs/product-rules.md, Practice screens): hear a word, type it; or, in
// the meaning mode, read its Vietnamese meaning and type the English word, in silence.
import { paths } from '@shared/paths';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TPracticeMode } from '@shared/practice/record-contract';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSetDocumentTitle } from '@/features/practice/lib/set-label';
import { Particles } from '@/components/particles';
import type { TVocabularyItem, TVocabularySet } from '@shared/practice/contract';
import { Message, useT } from '@/i18n/i18n';
import { useExamples } from '@/features/practice/api/get-examples';
import { useVocabularySet } from '@/features/practice/api/get-vocabulary-set';
import type { ListenItem } from '@/features/practice/lib/item-player';
import { hasBritishClip } from '@/features/practice/lib/listening-settings';
import { canCheck, isLastItem, isRepeat, nextStep, progressPercent } from '@/features/practice/lib/practice-state';
import { hasSetQuery, readVocabularyQuery } from '@/features/practice/lib/set-query';
import { letterCounts, pathWithMode, playsItemAudio } from '@/features/practice/lib/practice-mode';
import { usePracticeMode } from '@/features/practice/hooks/use-practice-mode';
import {
  missedItemsRun,
  usePracticeSession,
  type PracticeScreenProps,
} from '@/features/practice/hooks/use-practice-session';
import { useListening } from '@/features/practice/hooks/use-listening';
import { PracticeHeader } from './practice-header';
import { VocabularySetByNumber } from './set-by-number';
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
import { CheckNote } from './check-note';
import { PracticeModeSwitch } from './practice-mode-switch';
import { SetSummary } from './set-summary';
import { ListeningSettingsButton, NoEnglishVoiceNotice } from './listening-controls';
import { WordResultModal } from './word-result-modal';
import { NextStepLabel } from './next-step-label';
import screen from './practice-screen.module.css';
import styles from './word-dictation-page.module.css';

export function WordDictationPage() {
  const [params] = useSearchParams();
  useDocumentTitle(useSetDocumentTitle('vocabulary', params));
  if (!hasSetQuery(params, 'topic')) return <VocabularySetByNumber />;
  const { topic, setIndex } = readVocabularyQuery(params);
  return <VocabularySetGate topic={topic} setIndex={setIndex} />;
}

function VocabularySetGate({ topic, setIndex }: { topic: string; setIndex: number }) {
  const t = useT();
  const query = useVocabularySet(topic, setIndex);
  const [mode, changeMode] = usePracticeMode();
  const status = renderSetQueryState(query, setIndex, {
    loadFailed: t('practice.status.vocabularyLoadFailed'),
    empty: t('practice.status.noVocabularySets'),
  });
  if (status || !query.data) return status;
  // A new set is a new session: the key resets every per-session state. So is another mode: a pass
  // is in one mode (its completion says which), and the switch starts the set again.
  return (
    <VocabularySetSession
      key={`${query.data.topic}/${query.data.setIndex}/${mode}`}
      set={query.data}
      mode={mode}
      onModeChange={changeMode}
    />
  );
}

function VocabularySetSession({
  set,
  mode,
  onModeChange,
}: {
  set: TVocabularySet;
  mode: TPracticeMode;
  onModeChange: (mode: TPracticeMode) => void;
}) {
  const recordSet = useMemo(() => ({ group: set.topic, setIndex: set.setIndex }), [set.topic, set.setIndex]);
  return (
    <WordDictationSession
      items={set.items}
      title={set.topic}
      topic={set.topic}
      position={set.setIndex + 1}
      totalSets={set.topicSets}
      recordSet={recordSet}
      nextSetPath={set.next ? pathWithMode(paths.dictation.build(set.next), mode) : null}
      mode={mode}
      onModeChange={onModeChange}
    />
  );
}

const listenItem = (item: TVocabularyItem): ListenItem => ({
  audio: item.audio,
  audioUk: item.audioUk,
  text: item.word,
});

interface WordDictationSessionProps extends PracticeScreenProps<TVocabularyItem> {
  /** The topic the modal's generated examples are about. */
  topic: string;
  /** 'listen' when absent. */
  mode?: TPracticeMode;
  /** Offers the mode switch; a screen without it stays in its mode. */
  onModeChange?: (mode: TPracticeMode) => void;
}

/** One pass through a list of words: a set of the home page, or a review batch. */
export function WordDictationSession(props: WordDictationSessionProps) {
  const { items, mode = 'listen' } = props;
  const t = useT();
  const isListening = playsItemAudio(mode);
  const meaningId = useId();
  const input = useRef<HTMLInputElement>(null);
  const answers = useMemo(() => items.map((item) => item.word), [items]);
  const alsoAccepted = useMemo(() => items.map((item) => item.alsoAccepted ?? []), [items]);
  const recordItems = useMemo(() => items.map((item) => ({ kind: 'vocabulary' as const, item })), [items]);
  const session = usePracticeSession({
    kind: 'vocabulary',
    mode,
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
    focusInput: () => {
      if (document.activeElement !== input.current) input.current?.focus();
    },
    selectWrongInput: () => {
      input.current?.focus();
      input.current?.select();
    },
  });
  const { state } = session;
  const item = items[state.itemOf[state.index] ?? 0] ?? items[0]!;
  const length = state.answers.length;
  const result = state.results[state.index];
  const typed = state.inputs[state.index]?.[0] ?? '';
  const isCorrect = result === 'correct';
  const step = nextStep(state);
  const nextItem = items[state.itemOf[state.index + 1] ?? items.length];
  const listening = useListening({
    index: state.index,
    soundEnabled: state.soundEnabled,
    current: listenItem(item),
    next: nextItem && listenItem(nextItem),
    enabled: isListening,
  });
  const hasUkAudio = useMemo(() => items.some(hasBritishClip), [items]);

  // The word's stored examples load on every word change; a failure is only logged.
  const examples = useExamples(item.word);
  useEffect(() => {
    if (examples.error) console.warn('Stored examples could not be loaded', examples.error);
  }, [examples.error]);

  if (state.ended && !props.onFinish) {
    return (
      <SetSummary
        kind="vocabulary"
        title={props.title}
        position={props.position}
        answers={answers}
        answered={state.answered}
        items={items.map((entry) => ({ text: entry.word, meaning: entry.meaning, listen: listenItem(entry) }))}
        nextSetPath={props.nextSetPath}
        renderRetry={(missed, subtitle, onDone) => (
          <WordDictationSession {...missedItemsRun(props, missed, subtitle, onDone)} onModeChange={undefined} />
        )}
      />
    );
  }

  return (
    <div className={screen.screen}>
      <Particles cover="viewport" />
      <PracticeHeader
        title={props.title}
        // A set's title is its topic, an English name; a review run's is the site's own words.
        titleLang={props.position === undefined ? undefined : 'en'}
        position={props.position}
        totalSets={props.totalSets}
        subtitle={props.subtitle}
        index={state.index}
        length={length}
        completed={session.completed}
        progress={progressPercent(state)}
      />

      <section className={screen.card} aria-label={t('practice.word.screenName')}>
        {props.onModeChange && <PracticeModeSwitch mode={mode} onChange={props.onModeChange} />}
        <ItemLine
          kind="word"
          index={state.index}
          length={length}
          soundEnabled={state.soundEnabled}
          onToggleSound={session.toggleSound}
        >
          {isListening && <ListeningSettingsButton listening={listening} hasBritishClips={hasUkAudio} />}
        </ItemLine>
        {isListening ? (
          <ListenButton onPlay={session.playCurrent} />
        ) : (
          // The word and its IPA stay hidden until it is answered or its answer shown (below).
          <div className={styles.meaningPrompt} id={meaningId} data-testid="meaning-prompt">
            <p className={styles.meaningText} lang="vi">
              {item.meaning}
            </p>
            <p className={styles.meaningDetails}>
              {item.type && (
                <span className={styles.wordType} lang="en">
                  {item.type}
                </span>
              )}
              <LengthHint word={item.word} />
            </p>
          </div>
        )}

        <div className={styles.answerRow}>
          <input
            ref={input}
            className={`${screen.answerInput} ${styles.wordInput} ${result === 'correct' ? screen.answerCorrect : ''} ${
              result === 'wrong' ? screen.answerWrong : ''
            }`}
            type="text"
            value={typed}
            onChange={(event) => session.edit(event.target.value)}
            lang="en"
            placeholder={t(isListening ? 'practice.word.placeholder.listen' : 'practice.word.placeholder.meaning')}
            aria-label={t('practice.answer')}
            aria-describedby={isListening ? undefined : meaningId}
            aria-invalid={result === 'wrong'}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint={isCorrect ? 'next' : 'done'}
          />
          <AnswerToggle shown={state.showAnswer} onToggle={session.toggleAnswer} />
        </div>

        <div className={screen.feedback} aria-live="polite">
          <CheckVerdict result={result} repeat={isRepeat(state)} wrong={<Message id="practice.word.notQuite" />} />
          <CheckNote note={state.note} word={item.word} meaning={item.meaning} />
          {state.showAnswer && (
            <p className={styles.answer} data-testid="answer" lang="en">
              {item.word} <span className={styles.phonetic}>[{item.phonetic}]</span>
            </p>
          )}
        </div>

        <div className={screen.controls}>
          {/* Both this and the header's link were once called 'Back': their names say where each goes. */}
          <button
            type="button"
            className={`btn btn-secondary ${screen.backButton}`}
            onClick={session.previous}
            disabled={state.index === 0}
            aria-label={t('practice.word.previous')}
          >
            <ArrowLeftIcon width={18} height={18} />
            <span className={screen.backLabel}>
              <Message id="practice.back" />
            </span>
          </button>
          {isCorrect ? (
            <button type="button" className="btn btn-success" onClick={session.next}>
              <NextStepLabel step={step} />
              <ArrowRightIcon width={18} height={18} />
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={session.check} disabled={!canCheck(state)}>
              <CheckIcon width={18} height={18} />
              <Message id="practice.check" />
            </button>
          )}
          {!isLastItem(state) && <FastForwardButton title={t('practice.word.skip')} onClick={session.fastForward} />}
        </div>
      </section>

      <PracticeShortcuts
        enterAction={isCorrect ? 'practice.word.enterNext' : 'practice.checkAnswer'}
        showPlayAudio={isListening}
      />
      <NoEnglishVoiceNotice shown={listening.isMissingEnglishVoice} />

      <WordResultModal
        key={item.word}
        open={state.modalOpen && isCorrect}
        item={item}
        note={
          state.note === 'homophone' ? <CheckNote note="homophone" word={item.word} meaning={item.meaning} /> : null
        }
        topic={props.topic}
        examples={examples.data ?? []}
        nextStep={step}
        onContinue={session.next}
        onClose={session.closeModal}
      />
    </div>
  );
}

/** How long the answer is, in the meaning mode: '7 letters', '2 words: 4 + 3 letters'. */
function LengthHint({ word }: { word: string }) {
  const counts = letterCounts(word);
  if (counts.length === 0) return null;
  return (
    <span className={styles.lengthHint}>
      {counts.length === 1 ? (
        <Message id="practice.word.lengthHint.one" values={{ letters: counts[0] }} />
      ) : (
        <Message id="practice.word.lengthHint.many" values={{ words: counts.length, lengths: counts.join(' + ') }} />
      )}
    </span>
  );
}
