// Keyboard hints (the shortcut footer, 'Shift + Click', 'Press Enter') are for learners with a keyboard. A
// device with a fine hovering pointer (a computer) has one; any other device shows them once a key that
// on-screen keyboards never send is pressed (a modifier or Tab: a tablet with a keyboard attached). A
// touch-only phone never shows them.
import { useSyncExternalStore } from 'react';

const DESKTOP_POINTER = '(hover: hover) and (pointer: fine)';
const HARDWARE_ONLY_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'Tab']);

let hardwareKeySeen = false;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DESKTOP_POINTER);
  const onKeyDown = (event: KeyboardEvent) => {
    if (hardwareKeySeen || !HARDWARE_ONLY_KEYS.has(event.key)) return;
    hardwareKeySeen = true;
    onChange();
  };
  media.addEventListener('change', onChange);
  document.addEventListener('keydown', onKeyDown, true);
  return () => {
    media.removeEventListener('change', onChange);
    document.removeEventListener('keydown', onKeyDown, true);
  };
}

const isKeyboardInUse = () => hardwareKeySeen || window.matchMedia(DESKTOP_POINTER).matches;

export function useKeyboardInUse(): boolean {
  return useSyncExternalStore(subscribe, isKeyboardInUse, () => false);
}
