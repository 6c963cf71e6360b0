import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './saveFile.ts';

describe('saveBlob', () => {
  const created: Blob[] = [];
  const revoked: string[] = [];
  const clicked: { href: string; download: string; attached: boolean }[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:inca/${created.length}`;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    created.length = 0;
    revoked.length = 0;
    clicked.length = 0;
  });

  it('follows a link to the blob under the given file name, then leaves the page as it was', () => {
    const blob = new Blob(['a;b\n1;2'], { type: 'text/csv' });
    saveBlob(blob, 'lista_audiencias.xlsx');
    expect(created).toEqual([blob]);
    expect(clicked).toEqual([{ href: 'blob:inca/1', download: 'lista_audiencias.xlsx', attached: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('revokes the object URL once the browser has had time to read it', () => {
    saveBlob(new Blob(['x']), 'imagen.jpg');
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(revoked).toEqual(['blob:inca/1']);
  });
});
