// The words of the Next button and of the modal's big button (practice-state.ts, NextStep).
import { Message, type MessageId } from '@/i18n/i18n';
import type { NextStep } from '@/features/practice/lib/practice-state';

const LABELS: Record<NextStep, MessageId> = {
  next: 'practice.next.next',
  'next-set': 'practice.next.nextSet',
  finish: 'practice.next.finish',
};

export function NextStepLabel({ step }: { step: NextStep }) {
  return <Message id={LABELS[step]} />;
}
