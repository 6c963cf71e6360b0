import type { ImageTarget } from './hooks/imageTarget.ts';

/** Saves a designed picture to the audience's gallery through the gateway (the service checks its content). */
export async function uploadDesignedImage(target: ImageTarget, jpeg: Blob, description: string): Promise<boolean> {
  const url = `/files/audience-images/audience/${encodeURIComponent(target.companyCode)}/${encodeURIComponent(target.audienceId)}/upload?description=${encodeURIComponent(description)}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: jpeg,
      headers: { 'x-inca-upload': '1', 'content-type': 'application/octet-stream' },
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}
