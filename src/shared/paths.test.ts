import { describe, expect, it } from 'vitest';
import { isAppPagePath, paths } from './paths';

describe('paths', () => {
  it('puts the set number in the path and topic and set index in the query', () => {
    expect(paths.dictation.build({ position: 1, topic: 'Office', setIndex: 0 })).toBe(
      '/dictation/1?topic=Office&setIndex=0',
    );
    expect(paths.sentencePractice.build({ position: 7, part: 'part2', setIndex: 3 })).toBe(
      '/sentence-practice/7?part=part2&setIndex=3',
    );
  });

  it('encodes topics with spaces and symbols', () => {
    const path = paths.dictation.build({ position: 4, topic: 'Travel & Hotels', setIndex: 1 });
    expect(path).toBe('/dictation/4?topic=Travel+%26+Hotels&setIndex=1');
    expect(new URLSearchParams(path.split('?')[1]).get('topic')).toBe('Travel & Hotels');
  });

  it('encodes ids in file and author addresses', () => {
    expect(paths.file.build('a/b')).toBe('/file/a%2Fb');
    expect(paths.author.build('u 1')).toBe('/user/u%201');
  });

  it('opens a file and the viewer at a page past the first', () => {
    expect(paths.file.build('f1', 3)).toBe('/file/f1?page=3');
    expect(paths.file.build('f1', 1)).toBe('/file/f1');
    expect(paths.viewer.build({ url: '/c', name: 'a.pdf', extension: 'pdf', page: 2 })).toBe(
      '/viewer?u=%2Fc&n=a.pdf&e=pdf&page=2',
    );
    expect(isAppPagePath('/tai-lieu')).toBe(true);
  });

  it('knows which paths are pages of the app', () => {
    for (const known of [
      '/',
      '/dictation-list',
      '/about/',
      '/file/abc',
      '/user/x',
      '/dictation/3',
      '/checkout/sandbox/12',
    ]) {
      expect(isAppPagePath(known), known).toBe(true);
    }
    for (const unknown of ['/nope', '/file', '/file/', '/file/a/b', '/checkout/other', '/about/more']) {
      expect(isAppPagePath(unknown), unknown).toBe(false);
    }
  });
});
