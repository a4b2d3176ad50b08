import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/postgres-server.js';
import { OutboxMailer } from './outbox-mailer.js';
import {
  compileVariant,
  loadCompiledVariants,
  readyEmailFields,
  renderReadyEmail,
  VARIANT_KEYS,
  writeCompiledVariants,
} from './ready-email.js';
import { SmtpMailer } from './smtp-mailer.js';
import { renderPartialEmail } from './attention-emails.js';

const input = {
  customerName: 'Ada <Lovelace>',
  productName: 'Night & Day Gummies',
  packageName: 'basic',
  adsCount: 5,
  expectedAdCount: 5,
  resultsUrl: 'https://ads.example.com/final-results/p-123',
  thumbnails: ['https://ads.example.com/api/files/a.png', 'https://ads.example.com/api/files/b.png'],
};

describe('ready e-mail template', () => {
  it('renders HTML and text with the results link, escaped names and thumbnails', async () => {
    const mail = await renderReadyEmail(input);
    expect(mail.subject).toBe('Your 5 ads for Night & Day Gummies are ready');
    expect(mail.html).toContain('href="https://ads.example.com/final-results/p-123"');
    expect(mail.html).toContain('Night &amp; Day Gummies');
    expect(mail.html).toContain('Ada');
    expect(mail.html).not.toContain('<Lovelace>');
    expect(mail.html).toContain('https://ads.example.com/api/files/b.png');
    expect(mail.text).toContain('View and download your ads: https://ads.example.com/final-results/p-123');
    expect(mail.text).not.toContain('could not be generated');
  });

  it('fills the layout compiled once exactly as MJML renders the same values', async () => {
    const six = Array.from({ length: 7 }, (_, i) => `https://ads.example.com/api/files/${i}.png?a=1&b=2`);
    for (const sample of [
      input,
      { ...input, adsCount: 4, thumbnails: six },
      { ...input, adsCount: 1, thumbnails: [], productName: '%%first%% 100%' },
    ]) {
      const { key, values } = readyEmailFields(sample);
      const mail = await renderReadyEmail(sample);
      expect(mail.html).toBe(await compileVariant(key, (field) => values[field]));
      expect(mail.html).not.toMatch(/%%(?!first%% 100%)\w+%%/);
    }
  });

  it('keeps the layouts the build compiled only while the template is unchanged', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-mail-')), 'ready-email.json');
    expect(await writeCompiledVariants(file)).toBe(VARIANT_KEYS.length);
    const loaded = loadCompiledVariants(file);
    expect([...loaded.keys()].sort()).toEqual([...VARIANT_KEYS].sort());
    expect(loaded.get('2')).toBe(await compileVariant('2'));
    const built = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { sourceHash: string }>;
    built['2'].sourceHash = 'a template edited since the build';
    fs.writeFileSync(file, JSON.stringify(built));
    expect(loadCompiledVariants(file).has('2')).toBe(false);
    expect(loadCompiledVariants(file).size).toBe(VARIANT_KEYS.length - 1);
  });

  it("says when some styles are missing, with the operator's refund note", async () => {
    const mail = await renderReadyEmail({ ...input, adsCount: 4, refundNote: 'We refunded $1.60 for the missing ad.' });
    expect(mail.text).toContain('1 of the 5 styles could not be generated. We refunded $1.60 for the missing ad.');
    expect(mail.html).toContain('We refunded $1.60 for the missing ad.');
  });
});

describe("the buyer's partial e-mail", () => {
  const partial = (ready: number, total: number) =>
    renderPartialEmail({
      customerName: 'Ada <Lovelace>',
      productName: 'Night & Day Gummies',
      ready,
      total,
      resultsUrl: 'https://ads.example.com/final-results/p-1',
      progressUrl: 'https://ads.example.com/generating/p-1',
    });

  it('with none ready: no "ready ones", no "the rest"; it links the progress page', () => {
    const mail = partial(0, 5);
    expect(mail.subject).toBe('Your ads for Night & Day Gummies are taking longer than expected');
    expect(mail.text).toContain(
      'Your 5 ads are taking longer than expected: they are being retried by our team — we will e-mail you when they are done.',
    );
    expect(mail.text).toContain('Follow the progress: https://ads.example.com/generating/p-1');
    expect(mail.html).toContain('<a href="https://ads.example.com/generating/p-1">Follow the progress</a>');
    for (const body of [mail.text, mail.html, mail.subject]) {
      expect(body).not.toMatch(/ready ones|the rest|0 of 5|final-results/);
      expect(body).not.toContain('<Lovelace>');
    }
    const one = partial(0, 1);
    expect(one.subject).toBe('Your ad for Night & Day Gummies is taking longer than expected');
    expect(one.text).toContain(
      'Your ad is taking longer than expected: it is being retried by our team — we will e-mail you when it is done.',
    );
  });

  it('with some ready: how many are ready, how many are retried, and a link to the ready ones', () => {
    const mail = partial(3, 5);
    expect(mail.subject).toBe('3 of 5 ads for Night & Day Gummies are ready');
    expect(mail.text).toContain(
      '3 of 5 ads are ready; the other 2 are being retried by our team — we will e-mail you when they are done.',
    );
    expect(mail.text).toContain('See the 3 ready ads: https://ads.example.com/final-results/p-1');
    expect(mail.html).toContain('<a href="https://ads.example.com/final-results/p-1">See the 3 ready ads</a>');
    const single = partial(1, 5);
    expect(single.subject).toBe('1 of 5 ads for Night & Day Gummies is ready');
    expect(single.text).toContain('1 of 5 ads is ready; the other 4 are being retried by our team');
    expect(single.text).toContain('See the ready ad: https://ads.example.com/final-results/p-1');
  });

  it('with all but one ready: "the last one … when it is done"', () => {
    const mail = partial(4, 5);
    expect(mail.subject).toBe('4 of 5 ads for Night & Day Gummies are ready');
    expect(mail.text).toContain(
      '4 of 5 ads are ready; the last one is being retried by our team — we will e-mail you when it is done.',
    );
    expect(mail.text).not.toMatch(/the rest|they are done/);
    expect(partial(1, 2).text).toContain('1 of 2 ads is ready; the last one is being retried by our team');
  });
});

describe('OutboxMailer', () => {
  it('writes a multipart .eml file and logs the link', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-outbox-'));
    const lines: string[] = [];
    const mailer = new OutboxMailer(dir, 'AdForge <ads@adforge.local>', (l) => lines.push(l));
    const mail = await renderReadyEmail(input);
    const sent = await mailer.send({ to: 'buyer@example.com', ...mail, link: input.resultsUrl });
    const eml = fs.readFileSync(sent.file!, 'utf8');
    expect(fs.readdirSync(dir)).toHaveLength(1);
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(eml).toContain('To: buyer@example.com');
    expect(lines[0]).toContain('link: https://ads.example.com/final-results/p-123');
  });
});

describe('SmtpMailer', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through SMTP_URL, options in its query', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}/?ignoreTLS=true`, 'AdForge <ads@adforge.local>');
    const mail = await renderReadyEmail(input);
    await mailer.send({ to: 'buyer@example.com', ...mail });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your 5 ads for Night & Day Gummies are ready');
    expect(received[0]).toContain('https://ads.example.com/final-results/p-123');
  });

  it("speaks the buyer's language: German, French and Spanish for 0, some and all but one ready", () => {
    const mail = (ready: number, total: number, language: string) =>
      renderPartialEmail({
        customerName: 'Ada Lovelace',
        productName: 'Magnesium',
        ready,
        total,
        resultsUrl: 'https://ads.example.com/final-results/p-1',
        progressUrl: 'https://ads.example.com/generating/p-1',
        language,
      });
    const de0 = mail(0, 5, 'de');
    expect(de0.subject).toBe('Ihre Anzeigen für Magnesium brauchen länger als erwartet');
    expect(de0.text).toContain('Hallo Ada,');
    expect(de0.text).toContain(
      'Ihre 5 Anzeigen brauchen länger als erwartet: Unser Team versucht es erneut – wir schreiben Ihnen, sobald sie fertig sind.',
    );
    expect(de0.text).toContain('Fortschritt ansehen: https://ads.example.com/generating/p-1');
    expect(mail(3, 5, 'de').text).toContain(
      '3 von 5 Anzeigen sind fertig; die anderen 2 versucht unser Team erneut – wir schreiben Ihnen, sobald sie fertig sind.',
    );
    expect(mail(4, 5, 'de').text).toContain(
      'die letzte versucht unser Team erneut – wir schreiben Ihnen, sobald sie fertig ist.',
    );
    expect(mail(1, 5, 'de').subject).toBe('1 von 5 Anzeigen für Magnesium ist fertig');

    expect(mail(0, 1, 'fr').text).toContain(
      'Votre annonce prend plus de temps que prévu : notre équipe la relance — nous vous écrirons dès qu’elle sera prête.',
    );
    expect(mail(3, 5, 'fr').subject).toBe('3 annonces sur 5 pour Magnesium sont prêtes');
    expect(mail(4, 5, 'fr').text).toContain(
      '4 annonces sur 5 sont prêtes ; notre équipe relance la dernière — nous vous écrirons dès qu’elle sera prête.',
    );
    expect(mail(3, 5, 'fr').text).toContain('Voir les 3 annonces prêtes: https://ads.example.com/final-results/p-1');

    expect(mail(0, 5, 'es').text).toContain('Hola, Ada:');
    expect(mail(0, 5, 'es').subject).toBe('Tus anuncios para Magnesium están tardando más de lo previsto');
    expect(mail(1, 5, 'es').text).toContain(
      '1 de 5 anuncios está listo; nuestro equipo está reintentando los otros 4 — te escribiremos cuando estén listos.',
    );
    expect(mail(4, 5, 'es').text).toContain('reintentando el último — te escribiremos cuando esté listo.');
    for (const m of [de0, mail(3, 5, 'fr'), mail(4, 5, 'es')]) expect(m.text).not.toMatch(/ready|being retried|Hi /);
    // A language without reviewed words reads the English e-mail rather than a machine's guess.
    expect(mail(2, 5, 'pl').subject).toBe('2 of 5 ads for Magnesium are ready');
  });
});
