import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3ImageStorage, signV4 } from './s3.ts';

describe('S3-compatible storage', () => {
  it('signs with SigV4 exactly as AWS documents it (GET Object example)', () => {
    const authorization = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      amzDate: '20130524T000000Z',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; authorization: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, authorization: String(req.headers.authorization) });
      const key = req.url!;
      if (req.method === 'PUT') objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
      if (req.method === 'DELETE') objects.delete(key);
      if (req.method === 'GET') {
        const hit = objects.get(key);
        if (!hit) return res.writeHead(404).end();
        return res.writeHead(200, { 'content-type': hit.type }).end(hit.body);
      }
      res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
    });
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes path-style objects under the prefix, every call signed', async () => {
    const storage = new S3ImageStorage({ endpoint, bucket: 'inca-images', region: 'auto', accessKeyId: 'AK', secretAccessKey: 'SK', prefix: 'audience-images/' });
    const key = '022/0b7c1d44-1a0e-4c0e-9a55-3c0f3f1c2b11.png';
    await storage.put(key, Buffer.from('png'), 'image/png');
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from('png'), contentType: 'image/png' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(Array.from({ length: 4 }, (_, i) => `${['PUT', 'GET', 'DELETE', 'GET'][i]} /inca-images/audience-images/${key}`));
    expect(seen.every((s) => /^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(s.authorization))).toBe(true);
  });
});
