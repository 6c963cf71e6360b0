import { describe, expect, it } from 'vitest';
import { mailSettingsFrom, runMessage, type RunMessageFacts } from './notify.ts';

const facts: RunMessageFacts = {
  audienceId: 42,
  audienceName: 'INCA_retail_compradores',
  platformName: 'Facebook Ads',
  outcome: 'PUBLISHED',
  sent: 12345,
  removed: 10,
  rejected: 678,
  matchCount: 7400,
  predicted: 7100,
  error: null,
  finishedAt: new Date('2026-03-02T13:04:05Z'),
};

describe('runMessage', () => {
  it('a published run: audience, platform, result, counts with comma thousands, match and the link to the detail', () => {
    const { subject, body } = runMessage(facts, 'https://inca.example');
    expect(subject).toBe('Audiencia INCA_retail_compradores publicada en Facebook Ads');
    expect(body).toContain('se publicó en Facebook Ads el 2026-03-02 10:04:05 (hora de Santiago)');
    expect(body).toContain('Resultado: publicada');
    expect(body).toContain('Clientes enviados a la plataforma: 12,345');
    expect(body).toContain('Clientes retirados de la plataforma: 10');
    expect(body).toContain('(rechazados): 678');
    expect(body).toContain('informado por Facebook Ads: 7,400');
    expect(body).toContain('Tamaño de coincidencia previsto: 7,100');
    expect(body).toContain('https://inca.example/audiences/42');
    expect(body).not.toContain('Motivo');
  });

  it('a failed run: the reason, no match size', () => {
    const { subject, body } = runMessage(
      { ...facts, outcome: 'FAILED', error: 'La plataforma no responde.', matchCount: null, predicted: null },
      'http://localhost:4000',
    );
    expect(subject).toBe('No se pudo publicar la audiencia INCA_retail_compradores en Facebook Ads');
    expect(body).toContain('Resultado: fallida');
    expect(body).toContain('Motivo: La plataforma no responde.');
    expect(body).not.toContain('Tamaño de coincidencia');
  });
});

describe('mailSettingsFrom', () => {
  it('without SMTP_URL only the outbox; the link follows PUBLIC_URL or the gateway port', () => {
    expect(mailSettingsFrom({ PORT: '4100' })).toEqual({
      smtpUrl: undefined,
      from: 'INCA Audiencias <no-responder@inca.local>',
      publicUrl: 'http://localhost:4100',
    });
    const s = mailSettingsFrom({ SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'Audiencias <a@b.cl>', PUBLIC_URL: 'https://inca.example/' });
    expect(s).toEqual({ smtpUrl: 'smtp://mail:25', from: 'Audiencias <a@b.cl>', publicUrl: 'https://inca.example' });
  });
});

describe('deliverBySmtp', () => {
  it('hands the message to the SMTP server of SMTP_URL (nodemailer), UTF-8 subject and body included', async () => {
    const { createServer } = await import('node:net');
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = createServer((socket) => {
      let mail = { from: '', to: [] as string[], data: '' };
      let inData = false;
      let buffer = '';
      socket.write('220 prueba ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(mail);
              mail = { from: '', to: [], data: '' };
              socket.write('250 OK\r\n');
            } else mail.data += `${line}\n`;
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 prueba\r\n');
          else if (verb === 'MAIL') {
            mail.from = line;
            socket.write('250 OK\r\n');
          } else if (verb === 'RCPT') {
            mail.to.push(line);
            socket.write('250 OK\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 sigue\r\n');
          } else if (verb === 'QUIT') socket.end('221 chao\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const { deliverBySmtp } = await import('./notify.ts');
      await deliverBySmtp(`smtp://127.0.0.1:${port}`, {
        from: 'INCA <no-responder@inca.local>',
        to: 'ana@retail.demo',
        subject: 'Audiencia publicada en Meta',
        text: 'Clientes enviados: 1,234 ñandú',
      });
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toContain('no-responder@inca.local');
      expect(received[0]!.to[0]).toContain('ana@retail.demo');
      expect(received[0]!.data).toContain('Subject: Audiencia publicada en Meta');
      expect(received[0]!.data).toMatch(/ñandú|=C3=B1and=C3=BA/);
    } finally {
      server.close();
    }
  });
});
