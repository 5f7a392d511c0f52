// The square crop of a picked photo before it is sent. The photo covers a square frame with a
// round guide (the avatar is shown round); it is moved by dragging or with the arrow keys on the frame and
// zoomed with the slider, the mouse wheel or + and -. 'Lưu ảnh' draws the framed square at
// AVATAR.cropOutputSize and sends it; the server decodes and re-encodes it whatever it receives.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { AVATAR } from '@shared/account/avatar';
import { Modal } from '@/components/modal';
import { useT } from '@/i18n/i18n';
import { clampCrop, cropRectangle, displayedSize, MAX_ZOOM, MIN_ZOOM, type CropState } from '../lib/crop';
import styles from './settings-page.module.css';

const FRAME = 260;
const KEY_STEP = 10;
const CENTRED: CropState = { zoom: 1, offsetX: 0, offsetY: 0 };

interface AvatarCropDialogProps {
  file: File;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (picture: Blob) => void;
}

export function AvatarCropDialog({ file, busy, error, onCancel, onSave }: AvatarCropDialogProps) {
  const t = useT();
  const [source, setSource] = useState<string | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropState>(CENTRED);
  const image = useRef<HTMLImageElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; start: CropState } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const update = (next: CropState) => size && setCrop(clampCrop(next, size, FRAME));

  const onLoad = () => {
    const element = image.current;
    if (!element) return;
    const natural = { width: element.naturalWidth, height: element.naturalHeight };
    if (natural.width * natural.height > AVATAR.maxInputPixels) {
      setLoadError(t('account.avatar.tooManyPixels', { millions: AVATAR.maxInputPixels / 1_000_000 }));
      return;
    }
    setSize(natural);
    setCrop(CENTRED);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const moves: Record<string, Partial<CropState>> = {
      ArrowLeft: { offsetX: crop.offsetX - step },
      ArrowRight: { offsetX: crop.offsetX + step },
      ArrowUp: { offsetY: crop.offsetY - step },
      ArrowDown: { offsetY: crop.offsetY + step },
      '+': { zoom: crop.zoom + 0.1 },
      '=': { zoom: crop.zoom + 0.1 },
      '-': { zoom: crop.zoom - 0.1 },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    update({ ...crop, ...move });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    update({
      ...start.start,
      offsetX: start.start.offsetX + event.clientX - start.x,
      offsetY: start.start.offsetY + event.clientY - start.y,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    update({ ...crop, zoom: crop.zoom - Math.sign(event.deltaY) * 0.1 });
  };

  const save = () => {
    const element = image.current;
    if (!element || !size) return;
    const square = cropRectangle(crop, size, FRAME);
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR.cropOutputSize;
    canvas.height = AVATAR.cropOutputSize;
    const context = canvas.getContext('2d');
    if (!context) {
      setLoadError(t('account.avatar.unreadable'));
      return;
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(element, square.x, square.y, square.size, square.size, 0, 0, canvas.width, canvas.height);
    // WebP where the browser writes it, else PNG (toBlob falls back by itself); the server re-encodes.
    canvas.toBlob((blob) => (blob ? onSave(blob) : setLoadError(t('account.avatar.unreadable'))), 'image/webp', 0.92);
  };

  const shown = size ? displayedSize(size, FRAME, crop.zoom) : null;
  const message = loadError ?? error;
  return (
    <Modal
      open
      title={t('account.crop.title')}
      onClose={onCancel}
      maxWidth={420}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={save} disabled={busy || !size || !!loadError}>
            {busy ? t('account.crop.saving') : t('account.crop.save')}
          </button>
        </>
      }
    >
      <p id="avatar-crop-help" className={styles.muted}>
        {t('account.crop.help')}
      </p>
      <div
        ref={frame}
        className={styles.cropFrame}
        style={{ width: FRAME, height: FRAME }}
        tabIndex={0}
        role="group"
        aria-label={t('account.crop.frameLabel')}
        aria-describedby="avatar-crop-help"
        data-testid="avatar-crop-frame"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
      >
        {source && (
          <img
            ref={image}
            src={source}
            alt={t('account.crop.imageAlt')}
            className={styles.cropImage}
            draggable={false}
            onLoad={onLoad}
            onError={() => setLoadError(t('account.avatar.unreadable'))}
            style={
              shown
                ? {
                    width: shown.width,
                    height: shown.height,
                    transform: `translate(calc(-50% + ${crop.offsetX}px), calc(-50% + ${crop.offsetY}px))`,
                  }
                : { visibility: 'hidden' }
            }
          />
        )}
        <div className={styles.cropGuide} aria-hidden="true" />
      </div>
      <div className={`field ${styles.zoomField}`}>
        <label htmlFor="avatar-zoom">{t('account.crop.zoom')}</label>
        <input
          id="avatar-zoom"
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          disabled={!size}
          aria-valuetext={`${Math.round(crop.zoom * 100)}%`}
          onChange={(event) => update({ ...crop, zoom: Number(event.target.value) })}
        />
        <button type="button" className="btn btn-ghost" onClick={() => update(CENTRED)} disabled={!size}>
          {t('account.crop.centre')}
        </button>
      </div>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </Modal>
  );
}
