import { describe, expect, it } from 'vitest';
import { apiUrlOf, defineRoute, serverPathOf } from './api-route';

const saveRoute = defineRoute<{ body: { saved: boolean }; response: void }>()('PUT', '/files/:id/save');
const mistakeRoute = defineRoute<{ params: { kind: 'vocabulary'; itemId: string }; response: void }>()(
  'PUT',
  '/practice/mistakes/:kind/:itemId',
);
const searchRoute = defineRoute<{ query: { q: string; offset?: number; format?: string }; response: void }>()(
  'GET',
  '/files/search',
);

describe('api routes', () => {
  it('keep the method and the path the server registers under API_BASE', () => {
    expect(saveRoute).toEqual({ method: 'PUT', path: '/files/:id/save' });
    expect(serverPathOf(saveRoute)).toBe('/api/v4/files/:id/save');
  });

  it('put every parameter into the path, encoded', () => {
    expect(apiUrlOf(saveRoute, { id: 'a/b c' })).toBe('/api/v4/files/a%2Fb%20c/save');
    expect(apiUrlOf(mistakeRoute, { kind: 'vocabulary', itemId: '42' })).toBe(
      '/api/v4/practice/mistakes/vocabulary/42',
    );
  });

  it('write the defined query values in their order and leave the undefined ones out', () => {
    expect(apiUrlOf(searchRoute, {}, { q: 'đề thi & toeic', offset: 0, format: undefined })).toBe(
      '/api/v4/files/search?q=%C4%91%E1%BB%81+thi+%26+toeic&offset=0',
    );
    expect(apiUrlOf(searchRoute, {}, { format: undefined })).toBe('/api/v4/files/search');
  });

  it('refuse a call without one of the path parameters', () => {
    expect(() => apiUrlOf(saveRoute, {})).toThrow('PUT /files/:id/save needs the parameter id');
  });
});
