// The square crop of the avatar dialog, as pure arithmetic: the picture covers a square frame of `frame`
// pixels at `zoom` (1 = its short side fills the frame), moved by `offset` from the centre. The offset is
// kept so the picture always covers the frame, and the crop is the picture's part under the frame.

export interface CropState {
  zoom: number;
  offsetX: number;
  offsetY: number;
}

export interface PictureSize {
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** The picture's size on screen at this zoom. */
export function displayedSize(picture: PictureSize, frame: number, zoom: number): PictureSize {
  const scale = (frame / Math.min(picture.width, picture.height)) * zoom;
  return { width: picture.width * scale, height: picture.height * scale };
}

/** The state with its zoom in range and its offset moved back until the picture covers the frame. */
export function clampCrop(state: CropState, picture: PictureSize, frame: number): CropState {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, state.zoom));
  const shown = displayedSize(picture, frame, zoom);
  const maxX = (shown.width - frame) / 2;
  const maxY = (shown.height - frame) / 2;
  return { zoom, offsetX: within(state.offsetX, maxX), offsetY: within(state.offsetY, maxY) };
}

/** `value` kept within ±limit (a plain 0, never -0, at the centre). */
function within(value: number, limit: number): number {
  return Math.min(limit, Math.max(-limit, value)) || 0;
}

/** The square of the picture (in its own pixels) that the frame shows. */
export function cropRectangle(
  state: CropState,
  picture: PictureSize,
  frame: number,
): { x: number; y: number; size: number } {
  const { zoom, offsetX, offsetY } = clampCrop(state, picture, frame);
  const scale = (frame / Math.min(picture.width, picture.height)) * zoom;
  const size = frame / scale;
  const x = picture.width / 2 - (frame / 2 + offsetX) / scale;
  const y = picture.height / 2 - (frame / 2 + offsetY) / scale;
  return {
    x: Math.min(picture.width - size, Math.max(0, x)),
    y: Math.min(picture.height - size, Math.max(0, y)),
    size,
  };
}
