import { describe, expect, it } from 'vitest';
import { bytesRemainWarning } from './messages';

describe('bytesRemainWarning', () => {
  it('names the store in the delete warning', () => {
    expect(bytesRemainWarning('media')).toMatch(/^Đã xóa file khỏi database, nhưng có thể còn trong /);
  });
});
