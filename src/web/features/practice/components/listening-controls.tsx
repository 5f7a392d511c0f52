// Listening controls of both practice screens: the "Listening settings" button beside the sound
// toggle with its dialog (speed, repeat, accent, this device's voice), and the notice shown when an item
// must be read aloud and the device has no English voice to do it (rather than staying silent).
import { useId, useRef, useState, type RefObject } from 'react';
import { LISTENING } from '@shared/constants';
import type { TListeningSettings } from '@shared/practice/contract';
import { Modal } from '@/components/modal';
import type { Listening } from '@/features/practice/hooks/use-listening';
import { useSpeechVoices } from '@/features/practice/hooks/use-speech-voices';
import { LISTENING_MESSAGES } from '@/features/practice/lib/listening-messages';
import type { ListeningAccent } from '@/features/practice/lib/listening-settings';
import { SlidersIcon } from './practice-icons';
import styles from './listening-controls.module.css';

interface Choice<Value> {
  value: Value;
  label: string;
}

const SPEED_CHOICES: Choice<TListeningSettings['speed']>[] = LISTENING.speeds.map((speed) => ({
  value: speed,
  label: `${speed}×`,
}));
const REPEAT_CHOICES: Choice<number>[] = Array.from({ length: LISTENING.maxRepeat }, (_, index) => ({
  value: index + 1,
  label: `${index + 1}×`,
}));
const ACCENT_CHOICES: Choice<ListeningAccent>[] = [
  { value: 'us', label: 'US' },
  { value: 'uk', label: 'UK' },
];

export function ListeningSettingsButton({ listening, showAccent }: { listening: Listening; showAccent: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.openButton}
        aria-label="Listening settings"
        aria-haspopup="dialog"
        title="Listening settings"
        onClick={() => setOpen(true)}
      >
        <SlidersIcon width={18} height={18} />
      </button>
      <ListeningSettingsDialog
        open={open}
        onClose={() => setOpen(false)}
        listening={listening}
        showAccent={showAccent}
      />
    </>
  );
}

function ListeningSettingsDialog({
  open,
  onClose,
  listening,
  showAccent,
}: {
  open: boolean;
  onClose: () => void;
  listening: Listening;
  showAccent: boolean;
}) {
  const checkedSpeed = useRef<HTMLInputElement>(null);
  const { settings, changeSettings } = listening;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Listening settings"
      lang="en"
      closeLabel="Close"
      maxWidth={440}
      initialFocus={checkedSpeed}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Done
        </button>
      }
    >
      <div className={styles.body}>
        <ChoiceGroup
          legend="Speed"
          choices={SPEED_CHOICES}
          value={settings.speed}
          onChange={(speed) => changeSettings({ speed })}
          checkedRef={checkedSpeed}
        />
        <ChoiceGroup
          legend="Repeat"
          description="Times each item plays, with a short pause between."
          choices={REPEAT_CHOICES}
          value={settings.repeat}
          onChange={(repeat) => changeSettings({ repeat })}
        />
        {showAccent && (
          <ChoiceGroup
            legend="Accent"
            choices={ACCENT_CHOICES}
            value={settings.accent}
            onChange={(accent) => changeSettings({ accent })}
          />
        )}
        <VoiceField accent={settings.accent} voiceUri={listening.voiceUri} onChange={listening.changeVoice} />
      </div>
    </Modal>
  );
}

/** A radio group drawn as segmented buttons: arrow keys move the choice, Tab leaves the group. */
function ChoiceGroup<Value extends string | number>({
  legend,
  description,
  choices,
  value,
  onChange,
  checkedRef,
}: {
  legend: string;
  description?: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  checkedRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={description ? `${id}-help` : undefined}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.segmented}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label key={choice.value} className={`${styles.segment} ${checked ? styles.segmentChecked : ''}`}>
              <input
                ref={checked ? checkedRef : undefined}
                className={styles.radio}
                type="radio"
                name={id}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
              />
              {choice.label}
            </label>
          );
        })}
      </div>
      {description && (
        <p id={`${id}-help`} className={styles.help}>
          {description}
        </p>
      )}
    </fieldset>
  );
}

function VoiceField({
  accent,
  voiceUri,
  onChange,
}: {
  accent: ListeningAccent;
  voiceUri: string | null;
  onChange: (voiceUri: string | null) => void;
}) {
  const id = useId();
  const { englishVoices, settled } = useSpeechVoices(accent);
  if (settled && englishVoices.length === 0) {
    return (
      <div className={styles.group} role="group" aria-labelledby={`${id}-label`}>
        <p id={`${id}-label`} className={styles.label}>
          Voice
        </p>
        <div className={styles.notice}>
          <p>{LISTENING_MESSAGES.noEnglishVoice}</p>
          <p className={styles.noticeHint}>{LISTENING_MESSAGES.addVoiceHint}</p>
        </div>
      </div>
    );
  }
  // A voice chosen earlier that this device no longer has reads as the automatic choice, as it plays.
  const selected = voiceUri !== null && englishVoices.some((voice) => voice.voiceURI === voiceUri) ? voiceUri : '';
  return (
    <div className={styles.group}>
      <label htmlFor={`${id}-voice`} className={styles.label}>
        Voice
      </label>
      <select
        id={`${id}-voice`}
        className={`input ${styles.select}`}
        value={selected}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        aria-describedby={`${id}-help`}
      >
        <option value="">Automatic</option>
        {englishVoices.map((voice, order) => (
          <option key={`${order}-${voice.voiceURI}`} value={voice.voiceURI}>
            {voice.name} ({voice.lang})
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className={styles.help}>
        {LISTENING_MESSAGES.voiceHelp}
      </p>
    </div>
  );
}

/**
 * Said once an item had to be read aloud and the device has no English voice. The live region stays in
 * the page while empty, so screen readers announce the text when it appears. It is the screen's last part,
 * below the card and the shortcuts: it appears a moment after the first item plays, and nothing may move
 * then (under the listen button it pushed the answer box and the buttons down as the learner reached for
 * them; a phone shows the top of the shortcuts below the card).
 */
export function NoEnglishVoiceNotice({ shown }: { shown: boolean }) {
  return (
    <div role="status" className={shown ? styles.notice : styles.noticeRegion}>
      {shown && (
        <>
          <p>{LISTENING_MESSAGES.noEnglishVoice}</p>
          <p className={styles.noticeHint}>{LISTENING_MESSAGES.addVoiceHint}</p>
        </>
      )}
    </div>
  );
}
