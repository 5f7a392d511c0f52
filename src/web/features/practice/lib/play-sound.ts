// Practice sound effects (public/asset/audio): success and error at volume 0.3. The items'
// own audio plays through item-player.ts. Sound failures are logged only, the practice flow
// never waits on them or fails because of them.
import { PRACTICE } from '@shared/constants';

export const SUCCESS_SOUND_URL = '/asset/audio/success-sound.mp3';
export const ERROR_SOUND_URL = '/asset/audio/error-sound.mp3';

function playEffect(url: string): void {
  try {
    const audio = new Audio(url);
    audio.volume = PRACTICE.audioVolume;
    audio.play().catch((error: unknown) => console.warn('Sound failed to play', url, error));
  } catch (error) {
    console.warn('Sound failed to play', url, error);
  }
}

export function playSuccessSound(): void {
  playEffect(SUCCESS_SOUND_URL);
}

export function playErrorSound(): void {
  playEffect(ERROR_SOUND_URL);
}
