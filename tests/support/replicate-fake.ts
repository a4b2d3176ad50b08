import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local HTTP server speaking the part of Replicate's HTTP API the app uses: predictions (create
 * by model, get, cancel) plus the output file URLs, and the free reads the health probe makes
 * (`GET /v1/models/{owner}/{name}`, `GET /v1/account`; a wrong token gets 401). `failWith(503)`
 * answers every request with that status, as an outage does, until `failWith(undefined)`. Model names pick the behaviour:
 * "*\/fail" fails, "*\/slow" stays "processing" for a few polls, "*\/stuck" never finishes.
 * Like an inpainting model (FLUX Fill), a request with `image` and `mask` gets the image back
 * with the mask's white area painted as a scene and the black area kept; a "*-fill" model
 * without a mask fails as the real one refuses it. A request with `input_image` (an edit) gets
 * that image back, tinted.
 */
export type FakeReplicate = {
  baseUrl: string;
  requests: Array<{ model: string; input: Record<string, unknown> }>;
  cancelled: string[];
  /** Every GET of a model or the account: method, path and Authorization header. */
  reads: Array<{ path: string; authorization?: string }>;
  failWith(status: number | undefined): void;
  close(): Promise<void>;
};

type Pred = { id: string; model: string; polls: number; status: string; output?: Promise<Buffer>; error?: string };

export async function startFakeReplicate(): Promise<FakeReplicate> {
  const preds = new Map<string, Pred>();
  const requests: FakeReplicate['requests'] = [];
  const cancelled: string[] = [];
  const reads: FakeReplicate['reads'] = [];
  let outage: number | undefined;
  const image = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#7fb8d9' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect y="400" width="640" height="240" fill="#c49a6c"/></svg>',
        ),
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  let origin = '';
  const view = (p: Pred) => {
    const done = p.status === 'succeeded';
    return {
      id: p.id,
      model: p.model,
      version: 'fake',
      status: p.status,
      input: {},
      output: done ? [`${origin}/files/${p.id}.png`] : null,
      error: p.status === 'failed' ? (p.error ?? 'The model failed: out of memory') : null,
      logs: '',
      urls: { get: `${origin}/v1/predictions/${p.id}`, cancel: `${origin}/v1/predictions/${p.id}/cancel` },
      created_at: new Date().toISOString(),
    };
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const model = /^\/v1\/models\/([^/]+)\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && (model || url.pathname === '/v1/account'))
        reads.push({ path: url.pathname, authorization: req.headers.authorization });
      if (outage) return send(outage, { title: 'Service Unavailable', detail: 'upstream unavailable', status: outage });
      if (req.method === 'GET' && (model || url.pathname === '/v1/account')) {
        if (req.headers.authorization !== 'Bearer test-token')
          return send(401, {
            title: 'Unauthenticated',
            detail: 'You did not pass a valid authentication token',
            status: 401,
          });
        if (!model) return send(200, { type: 'organization', username: 'adforge', name: 'AdForge', github_url: null });
        const [owner, name] = [decodeURIComponent(model[1]), decodeURIComponent(model[2])];
        if (name === 'missing') return send(404, { title: 'Not found', detail: 'Model not found', status: 404 });
        return send(200, {
          url: `https://replicate.com/${owner}/${name}`,
          owner,
          name,
          description: 'A fake model',
          visibility: 'public',
          github_url: null,
          paper_url: null,
          license_url: null,
          run_count: 1,
          cover_image_url: null,
          default_example: null,
          latest_version: null,
        });
      }
      const create = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(url.pathname);
      if (req.method === 'POST' && create) {
        if (req.headers.authorization !== 'Bearer test-token') return send(401, { detail: 'Unauthenticated' });
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { input: Record<string, unknown> };
        requests.push({ model: create[1], input: body.input });
        const p: Pred = { id: `p${preds.size + 1}`, model: create[1], polls: 0, status: 'starting' };
        if (/-fill$/.test(p.model) && !body.input.mask) p.error = 'mask is required';
        else if (typeof body.input.image === 'string' && typeof body.input.mask === 'string')
          p.output = paintAroundMask(body.input.image, body.input.mask);
        else if (typeof body.input.input_image === 'string') p.output = tint(body.input.input_image);
        p.output?.catch(() => undefined);
        preds.set(p.id, p);
        return send(201, view(p));
      }
      const get = /^\/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      if (get) {
        const p = preds.get(get[1]);
        if (!p) return send(404, { detail: 'Not found' });
        if (get[2]) {
          p.status = 'canceled';
          cancelled.push(p.id);
          return send(200, view(p));
        }
        p.polls++;
        if (p.status === 'starting' || p.status === 'processing') {
          if (p.model.endsWith('/fail') || p.error) p.status = 'failed';
          else if (p.model.endsWith('/stuck') || (p.model.endsWith('/slow') && p.polls < 4)) p.status = 'processing';
          else p.status = 'succeeded';
        }
        return send(200, view(p));
      }
      if (url.pathname.startsWith('/files/')) {
        const p = preds.get(url.pathname.slice(7).replace(/\.png$/, ''));
        void (p?.output ?? Promise.resolve(image)).then((png) => {
          res.writeHead(200, { 'content-type': 'image/png' });
          res.end(png);
        });
        return;
      }
      send(404, { detail: 'Not found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/v1`,
    requests,
    cancelled,
    reads,
    failWith: (status) => {
      outage = status;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

const fromDataUri = (uri: string) => Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64');

/** The scene a fill model would paint: a sky-to-table gradient wherever the mask is white. */
async function paintAroundMask(imageUri: string, maskUri: string): Promise<Buffer> {
  const img = await sharp(fromDataUri(imageUri)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const mask = await sharp(fromDataUri(maskUri)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = img.info;
  if (mask.info.width !== width || mask.info.height !== height) throw new Error('mask and image differ in size');
  const out = Buffer.from(img.data);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const m = mask.data[y * width + x] / 255;
      const i = (y * width + x) * 3;
      const scene = y < height * 0.7 ? [127 + (y / height) * 60, 184, 217] : [196, 154, 108];
      for (let c = 0; c < 3; c++) out[i + c] = Math.round(out[i + c] * (1 - m) + scene[c] * m);
    }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function tint(imageUri: string): Promise<Buffer> {
  return sharp(fromDataUri(imageUri)).modulate({ hue: 40 }).png().toBuffer();
}
