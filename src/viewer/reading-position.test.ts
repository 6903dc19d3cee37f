import { describe, expect, it } from 'vitest';
import { serverMaterialId } from './reading-position.ts';

describe('serverMaterialId', () => {
  it('names the material of a file URL of the API server', () => {
    expect(serverMaterialId('https://school.example/api/files/12', 'https://school.example')).toBe(12);
    expect(serverMaterialId('https://api.example/v1/api/files/7?access=abc', 'https://api.example/v1/')).toBe(7);
  });
  it('is null for any other document', () => {
    expect(serverMaterialId('https://cdn.example/api/files/12', 'https://school.example')).toBe(null);
    expect(serverMaterialId('https://school.example/api/files/12/preview', 'https://school.example')).toBe(null);
    expect(serverMaterialId('https://school.example/docs/handout.pdf', 'https://school.example')).toBe(null);
    expect(serverMaterialId('blob:https://school.example/5f0c', 'https://school.example')).toBe(null);
    expect(serverMaterialId('not a url', '')).toBe(null);
  });
});
