import { describe, expect, it, vi } from 'vitest';
import { ApiError, isAbort } from '../../../src/api/errors';
import { type XhrLike, type XhrUploadDeps, xhrUpload } from '../../../src/api/xhr-upload';

/** Answers each request with the next scripted status and body, after reporting progress in halves. */
class FakeXhr implements XhrLike {
  static sent: FakeXhr[] = [];
  static answers: { status: number; body: unknown; hold?: boolean }[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift();
    if (!answer) {
      queueMicrotask(() => this.onerror?.({} as ProgressEvent));
      return;
    }
    if (answer.hold) return;
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ loaded, total: 10, lengthComputable: true } as ProgressEvent);
    queueMicrotask(() => {
      progress(5);
      progress(10);
      this.status = answer.status;
      this.statusText = `HTTP ${answer.status}`;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onload?.({} as ProgressEvent);
    });
  }
  abort() {
    queueMicrotask(() => this.onabort?.({} as ProgressEvent));
  }
}

function setup(answers: typeof FakeXhr.answers, overrides: Partial<XhrUploadDeps> = {}) {
  FakeXhr.sent = [];
  FakeXhr.answers = [...answers];
  const deps: XhrUploadDeps = {
    createXhr: () => new FakeXhr(),
    accessToken: () => 'old-access',
    language: () => 'fr',
    renewAccess: vi.fn(async () => 'new-access'),
    ...overrides,
  };
  return deps;
}

const file = new Blob(['0123456789'], { type: 'application/zip' });
const request = (
  extra: { onProgress?: (p: { loaded: number; total: number }) => void; signal?: AbortSignal } = {},
) => ({
  url: '/api/imports/',
  field: 'file',
  file,
  fileName: 'export_for_genoapp_SLC001.zip',
  ...extra,
});

describe('archive upload over XMLHttpRequest', () => {
  it('posts the file as multipart field `file` with the client’s headers, and reports bytes sent', async () => {
    const deps = setup([{ status: 202, body: { task_id: 7 } }]);
    const progress: number[] = [];
    const answer = await xhrUpload(request({ onProgress: (p) => progress.push(p.loaded / p.total) }), deps);
    expect(answer).toEqual({ task_id: 7 });
    const [xhr] = FakeXhr.sent;
    expect([xhr?.method, xhr?.url]).toEqual(['POST', '/api/imports/']);
    expect(xhr?.headers).toMatchObject({ Authorization: 'JWT old-access', 'Accept-Language': 'fr' });
    const sent = xhr?.body?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('export_for_genoapp_SLC001.zip');
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('on a 401 renews the access token once and sends again with it', async () => {
    const deps = setup([
      { status: 401, body: { detail: 'Token expired' } },
      { status: 202, body: { task_id: 8 } },
    ]);
    await expect(xhrUpload(request(), deps)).resolves.toEqual({ task_id: 8 });
    expect(deps.renewAccess).toHaveBeenCalledWith('old-access');
    expect(FakeXhr.sent.map((xhr) => xhr.headers.Authorization)).toEqual([
      'JWT old-access',
      'JWT new-access',
    ]);
  });

  it('gives up with the 401 when no new token comes, and never retries twice', async () => {
    const refused = setup([{ status: 401, body: { detail: 'No session' } }], {
      renewAccess: async () => null,
    });
    const error = await xhrUpload(request(), refused).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(FakeXhr.sent).toHaveLength(1);

    const twice = setup([
      { status: 401, body: { detail: 'a' } },
      { status: 401, body: { detail: 'b' } },
    ]);
    await expect(xhrUpload(request(), twice)).rejects.toMatchObject({ status: 401, message: 'b' });
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('rejects with an ApiError carrying the status and the server’s words', async () => {
    const deps = setup([
      { status: 422, body: { detail: 'counts.tsv, line 3: not a number', code: 'invalid_archive' } },
    ]);
    const error = (await xhrUpload(request(), deps).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.serverMessage, error.code]).toEqual([
      422,
      'counts.tsv, line 3: not a number',
      'invalid_archive',
    ]);
  });

  it('reads an unreachable server as status 0', async () => {
    const deps = setup([]);
    await expect(xhrUpload(request(), deps)).rejects.toMatchObject({ status: 0 });
  });

  it('cancels with an AbortError when the signal fires', async () => {
    const deps = setup([{ status: 202, body: { task_id: 9 }, hold: true }]);
    const controller = new AbortController();
    const pending = xhrUpload(request({ signal: controller.signal }), deps);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);

    const before = setup([]);
    await expect(xhrUpload(request({ signal: AbortSignal.abort() }), before)).rejects.toSatisfy(isAbort);
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
