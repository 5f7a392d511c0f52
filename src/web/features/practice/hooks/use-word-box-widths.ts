// Sentence boxes sized to what they hold, in the font they show it in: the fixed steps
// (50/70/90/110/130 px by word length) clip wide letters ("woman" in 70 px, "may" in 50 px, the
// 'Word 1' placeholder), so they are only the floor. Each box is as wide as the widest of its expected
// word, the text typed into it and its placeholder, measured with the input's own computed font.
import { useLayoutEffect, type RefObject } from 'react';
import { sentenceInputWidth } from '@/features/practice/lib/sentence-input-width';

export interface WordBox {
  word: string;
  typed: string;
  placeholder: string;
}

/** Room for the caret and sub-pixel rounding. */
const CARET_ROOM_PX = 4;

let context: CanvasRenderingContext2D | null | undefined;

function textWidth(text: string, style: CSSStyleDeclaration): number {
  if (text === '') return 0;
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  // The `font` shorthand is empty in some browsers' computed styles; its parts are always there.
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const spacing = Number.parseFloat(style.letterSpacing) || 0;
  return context.measureText(text).width + spacing * [...text].length;
}

const px = (value: string) => Number.parseFloat(value) || 0;

function measureWordBoxWidth(input: HTMLInputElement, box: WordBox): number {
  const style = getComputedStyle(input);
  const placeholderStyle = getComputedStyle(input, '::placeholder');
  const content = Math.max(
    textWidth(box.word, style),
    textWidth(box.typed, style),
    textWidth(box.placeholder, placeholderStyle.fontSize ? placeholderStyle : style),
  );
  const frame =
    style.boxSizing === 'border-box'
      ? px(style.paddingLeft) + px(style.paddingRight) + px(style.borderLeftWidth) + px(style.borderRightWidth)
      : 0;
  return Math.max(sentenceInputWidth(box.word), Math.ceil(content + frame + CARET_ROOM_PX));
}

/**
 * Sets each box's width before paint. The width is written on the element (React renders none), so a
 * keystroke re-measures only the boxes without a second render.
 */
export function useWordBoxWidths(inputs: RefObject<(HTMLInputElement | null)[]>, boxes: readonly WordBox[]): void {
  const key = JSON.stringify(boxes);
  useLayoutEffect(() => {
    boxes.forEach((box, index) => {
      const input = inputs.current[index];
      if (input) input.style.width = `${measureWordBoxWidth(input, box)}px`;
    });
    // `key` stands for `boxes`: a new array with the same texts needs no new measure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, inputs]);
}
