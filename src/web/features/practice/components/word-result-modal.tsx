// The word-mode modal after a correct answer: meaning, word, phonetic, and the word's example
// sentences, stored or generated (a generated example joins the list and is selected).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { TExampleSentence, TVocabularyItem } from '@shared/practice/contract';
import { userMessageOf } from '@/lib/api-client';
import { useSiteConfig } from '@/lib/site-config';
import { Message, translate, useT } from '@/i18n/i18n';
import type { NextStep } from '@/features/practice/lib/practice-state';
import { MissingExampleError, useGenerateExample } from '@/features/practice/api/generate-example';
import { PracticeDialog } from './practice-dialog';
import { ArrowLeftIcon, ArrowRightIcon, SparkIcon } from './practice-icons';
import styles from './word-result-modal.module.css';

interface WordResultModalProps {
  open: boolean;
  item: TVocabularyItem;
  /** Said above the word: a homophone typed for it was accepted. */
  note?: ReactNode;
  topic: string;
  examples: readonly TExampleSentence[];
  nextStep: NextStep;
  onContinue: () => void;
  onClose: () => void;
}

/** The server's message (the provider errors included), else the generic text. */
function generationErrorMessage(error: unknown): string {
  if (error instanceof MissingExampleError) return translate('errors.NO_EXAMPLE');
  return userMessageOf(error, translate('practice.example.failed'));
}

export function WordResultModal({
  open,
  item,
  note,
  topic,
  examples,
  nextStep,
  onContinue,
  onClose,
}: WordResultModalProps) {
  const t = useT();
  // Offered only where the server has an AI provider: elsewhere it could only fail.
  const canGenerate = useSiteConfig()?.exampleGenerationEnabled ?? false;
  // Keyed by word by the caller, so a new word starts on its first example.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const generation = useGenerateExample();

  const selectedIndex = Math.max(
    0,
    examples.findIndex((example) => example.id === selectedId),
  );
  const example = examples[selectedIndex];

  const generate = () => {
    if (generation.isPending) return;
    generation.mutate(
      {
        word: item.word,
        meaning: item.meaning,
        type: item.type,
        topic,
        existingExamples: examples.map((entry) => entry.englishSentence).slice(-50),
      },
      { onSuccess: (response) => setSelectedId(response.saved.id) },
    );
  };
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // The button that becomes disabled would drop focus to the page: the other one takes it once it is enabled.
  const focusAfterSelect = useRef<HTMLButtonElement | null>(null);
  const select = (index: number) => {
    const active = document.activeElement;
    if (index === 0 && active === previousButton.current) focusAfterSelect.current = nextButton.current;
    if (index === examples.length - 1 && active === nextButton.current)
      focusAfterSelect.current = previousButton.current;
    setSelectedId(examples[index]?.id ?? null);
  };
  useLayoutEffect(() => {
    focusAfterSelect.current?.focus();
    focusAfterSelect.current = null;
  }, [selectedIndex]);

  return (
    <PracticeDialog
      open={open}
      label={`${item.word}: ${item.meaning}`}
      nextStep={nextStep}
      onContinue={onContinue}
      onClose={onClose}
    >
      <div className={styles.summary}>
        {note}
        <p className={styles.meaning} lang="vi">
          {item.meaning}
        </p>
        <p className={styles.word} lang="en">
          {item.word}
        </p>
        <p className={styles.phonetic} lang="en">
          {item.phonetic && <span>[{item.phonetic}]</span>}
          {item.type && <span className={styles.type}>{item.type}</span>}
        </p>
      </div>

      <section className={styles.examples} aria-label={t('practice.example.section')}>
        {canGenerate && (
          <button
            type="button"
            className={`btn btn-secondary ${styles.createButton}`}
            onClick={generate}
            // Not `disabled`: a disabled button would drop the keyboard focus to the page.
            aria-disabled={generation.isPending}
          >
            {generation.isPending ? (
              <>
                <span className="spinner" aria-hidden="true" />
                <Message id="practice.example.creating" />
              </>
            ) : (
              <>
                <SparkIcon width={18} height={18} />
                <Message id={examples.length > 0 ? 'practice.example.createAnother' : 'practice.example.create'} />
              </>
            )}
          </button>
        )}
        {generation.isError && (
          <p className={styles.error} role="alert">
            {generationErrorMessage(generation.error)}
          </p>
        )}

        {example && (
          <article className={styles.exampleCard} data-testid="example-card">
            <p className={styles.english} lang="en">
              <HighlightedWord sentence={example.englishSentence} word={item.word} />
            </p>
            <p className={styles.vietnamese} lang="vi">
              {example.vietnameseTranslation}
            </p>
            {example.contextInfo && <p className={styles.context}>💡 {example.contextInfo}</p>}
          </article>
        )}

        {examples.length > 1 && (
          <div className={styles.exampleNav}>
            <button
              ref={previousButton}
              type="button"
              className="btn btn-ghost"
              onClick={() => select(selectedIndex - 1)}
              disabled={selectedIndex === 0}
            >
              <ArrowLeftIcon width={16} height={16} />
              <Message id="practice.example.previous" />
            </button>
            <span className={styles.exampleCount} aria-live="polite">
              <Message id="practice.example.count" values={{ number: selectedIndex + 1, total: examples.length }} />
            </span>
            <button
              ref={nextButton}
              type="button"
              className="btn btn-ghost"
              onClick={() => select(selectedIndex + 1)}
              disabled={selectedIndex === examples.length - 1}
            >
              <Message id="practice.example.next" />
              <ArrowRightIcon width={16} height={16} />
            </button>
          </div>
        )}
      </section>
    </PracticeDialog>
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Marks the practised word (and its simple inflections: "abides", "abided") inside the example. */
function HighlightedWord({ sentence, word }: { sentence: string; word: string }) {
  if (!word.trim()) return <>{sentence}</>;
  const pattern = new RegExp(`(\\b${escapeRegExp(word.trim())}\\w*)`, 'gi');
  const parts = sentence.split(pattern);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}</>;
}
