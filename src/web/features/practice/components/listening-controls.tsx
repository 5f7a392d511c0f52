// Listening controls of both practice screens: the "Listening settings" button beside the sound
// toggle with its dialog (speed, repeat, accent, this device's voice), and the notice shown when an item
// must be read aloud and the device has no English voice to do it (rather than staying silent).
import { useId, useRef, useState, type RefObject } from 'react';
import { LISTENING } from '@shared/constants';
import type { TListeningSettings } from '@shared/practice/contract';
import { Modal } from '@/components/modal';
import type { Listening } from '@/features/practice/hooks/use-listening';
import { useSpeechVoices } from '@/features/practice/hooks/use-speech-voices';
import { Message, useT, type MessageId } from '@/i18n/i18n';
import type { ListeningAccent } from '@/features/practice/lib/listening-settings';
import { SlidersIcon } from './practice-icons';
import styles from './listening-controls.module.css';

interface Choice<Value> {
  value: Value;
  /** A message id, or the text itself for a number ('0.75×'). */
  label: { id: MessageId } | string;
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
  { value: 'us', label: { id: 'practice.listening.accent.us' } },
  { value: 'uk', label: { id: 'practice.listening.accent.uk' } },
];

/**
 * `hasBritishClips`: some item of the screen has a British recording. The accent is a choice only when a
 * second accent exists, in those clips or among this device's voices.
 */
export function ListeningSettingsButton({
  listening,
  hasBritishClips,
}: {
  listening: Listening;
  hasBritishClips: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.openButton}
        aria-label={t('practice.listening.settings')}
        aria-haspopup="dialog"
        title={t('practice.listening.settings')}
        onClick={() => setOpen(true)}
      >
        <SlidersIcon width={18} height={18} />
      </button>
      <ListeningSettingsDialog
        open={open}
        onClose={() => setOpen(false)}
        listening={listening}
        hasBritishClips={hasBritishClips}
      />
    </>
  );
}

function ListeningSettingsDialog({
  open,
  onClose,
  listening,
  hasBritishClips,
}: {
  open: boolean;
  onClose: () => void;
  listening: Listening;
  hasBritishClips: boolean;
}) {
  const t = useT();
  const checkedSpeed = useRef<HTMLInputElement>(null);
  const { settings, changeSettings } = listening;
  const voices = useSpeechVoices(settings.accent);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('practice.listening.settings')}
      closeLabel={t('practice.close')}
      maxWidth={440}
      initialFocus={checkedSpeed}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <Message id="practice.listening.done" />
        </button>
      }
    >
      <div className={styles.body}>
        <ChoiceGroup
          legend={t('practice.listening.speed')}
          choices={SPEED_CHOICES}
          value={settings.speed}
          onChange={(speed) => changeSettings({ speed })}
          checkedRef={checkedSpeed}
        />
        <ChoiceGroup
          legend={t('practice.listening.repeat')}
          description={t('practice.listening.repeatHelp')}
          choices={REPEAT_CHOICES}
          value={settings.repeat}
          onChange={(repeat) => changeSettings({ repeat })}
        />
        {(hasBritishClips || voices.hasBothAccents) && (
          <ChoiceGroup
            legend={t('practice.listening.accent')}
            choices={ACCENT_CHOICES}
            value={settings.accent}
            onChange={(accent) => changeSettings({ accent })}
          />
        )}
        <VoiceField voices={voices} voiceUri={listening.voiceUri} onChange={listening.changeVoice} />
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
              {typeof choice.label === 'string' ? choice.label : <Message id={choice.label.id} />}
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

/** The device's voice for items without a recording: a choice only when it has more than one. */
function VoiceField({
  voices: { englishVoices, settled },
  voiceUri,
  onChange,
}: {
  voices: ReturnType<typeof useSpeechVoices>;
  voiceUri: string | null;
  onChange: (voiceUri: string | null) => void;
}) {
  const t = useT();
  const id = useId();
  if (settled && englishVoices.length === 0) {
    return (
      <div className={styles.group} role="group" aria-labelledby={`${id}-label`}>
        <p id={`${id}-label`} className={styles.label}>
          <Message id="practice.listening.voice" />
        </p>
        <div className={styles.notice}>
          <NoEnglishVoiceParagraphs />
        </div>
      </div>
    );
  }
  if (englishVoices.length < 2) return null;
  // A voice chosen earlier that this device no longer has reads as the automatic choice, as it plays.
  const selected = voiceUri !== null && englishVoices.some((voice) => voice.voiceURI === voiceUri) ? voiceUri : '';
  return (
    <div className={styles.group}>
      <label htmlFor={`${id}-voice`} className={styles.label}>
        <Message id="practice.listening.voice" />
      </label>
      <select
        id={`${id}-voice`}
        className={`input ${styles.select}`}
        value={selected}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        aria-describedby={`${id}-help`}
      >
        <option value="">{t('practice.listening.automatic')}</option>
        {englishVoices.map((voice, order) => (
          <option key={`${order}-${voice.voiceURI}`} value={voice.voiceURI}>
            {voice.name} ({voice.lang})
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className={styles.help}>
        <Message id="practice.listening.voiceHelp" />
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
      {shown && <NoEnglishVoiceParagraphs />}
    </div>
  );
}

function NoEnglishVoiceParagraphs() {
  return (
    <>
      <p>
        <Message id="practice.listening.noEnglishVoice" />
      </p>
      <p className={styles.noticeHint}>
        <Message id="practice.listening.addVoiceHint" />
      </p>
    </>
  );
}
