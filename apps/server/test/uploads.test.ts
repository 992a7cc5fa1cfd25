import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { privateFile } from '../src/modules/uploads/storage.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileSpaceDirs, fileSpaces } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { multipart, type FilePart } from './multipart.ts';

const t = await testApp();
const uploads = path.join(t.dataDir, 'uploads');

interface Answer {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

async function upload(
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: FilePart[],
  lang?: string,
): Promise<Answer> {
  const { payload, headers } = multipart(fields, files);
  if (token) headers.authorization = `Bearer ${token}`;
  if (lang) headers['accept-language'] = lang;
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  const body = JSON.parse(res.body) as Omit<Answer, 'status'>;
  return { status: res.statusCode, ...body };
}

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** Every file under uploads/<folder>, relative. */
function filesIn(folder: string): string[] {
  const dir = path.join(uploads, folder);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

/** The stored file behind an answered URL, fetched through HTTP as a browser would. */
async function fetchUpload(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

const URL_SHAPE = (folder: string, ext: string) =>
  new RegExp(`^/uploads/${folder}/\\d{4}-\\d{2}-\\d{2}/[0-9a-f]{40}\\.${ext}$`);

let home: string;
let admin: string;
let seller: string;
beforeAll(async () => {
  home = await t.login('home', '13800000000');
  admin = await t.login('admin', 'admin');
  seller = await t.login('seller', '18888888888');
});

describe('storefront picture uploads', () => {
  it('needs a storefront token', async () => {
    const r = await upload('/api/uploads', undefined, { name: 'avatar' }, [
      { filename: 'a.png', data: await picture(10, 10) },
    ]);
    expect(r.code).toBe(401);
    expect(filesIn('avatar')).toEqual([]);
  });

  it('stores an avatar fitted into 150x150 (aspect kept, padded) and serves it with long cache and nosniff', async () => {
    const r = await upload(
      '/api/uploads',
      home,
      { name: 'avatar', option: JSON.stringify({ width: 150, height: 150 }) },
      [{ filename: 'me.png', data: await picture(600, 300), type: 'image/png' }],
    );
    expect(r).toMatchObject({ status: 200, code: 200, msg: '操作成功.' });
    expect(r.data).toMatch(URL_SHAPE('avatar', 'png'));
    const file = await fetchUpload(r.data as string);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.body).metadata();
    expect([meta.width, meta.height]).toEqual([150, 150]);
    // The picture itself is 150x75 in the middle: the top row is padding (transparent), the centre is red.
    const { data } = await sharp(file.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    const centre = (75 * 150 + 75) * 4;
    expect([data[centre], data[centre + 3]]).toEqual([200, 255]);
  });

  it('keeps a picture smaller than the box at its size, and defaults the folder to myfiles', async () => {
    const r = await upload('/api/uploads', home, { option: JSON.stringify({ width: 800, height: 800 }) }, [
      { filename: 'small.jpg', data: await picture(120, 90, 'jpeg') },
    ]);
    expect(r.code).toBe(200);
    expect(r.data).toMatch(URL_SHAPE('myfiles', 'jpg'));
    const meta = await sharp((await fetchUpload(r.data as string)).body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 120, 90]);
  });

  it('writes the _<w> thumbnails the goods formatters reference', async () => {
    const option = {
      width: 800,
      height: 800,
      thumb: [
        [400, 400],
        [300, 300],
        [150, 150],
      ],
    };
    const r = await upload('/api/uploads', home, { name: 'goods', option: JSON.stringify(option) }, [
      { filename: 'shoe.jpg', data: await picture(1600, 1200, 'jpeg') },
    ]);
    expect(r.code).toBe(200);
    const url = r.data as string;
    const sizes: number[][] = [];
    for (const suffix of ['', '_400', '_300', '_150']) {
      const file = await fetchUpload(url.replace(/\.jpg$/, `${suffix}.jpg`));
      expect(file.status).toBe(200);
      const m = await sharp(file.body).metadata();
      sizes.push([m.width, m.height]);
    }
    expect(sizes).toEqual([
      [800, 800],
      [400, 400],
      [300, 300],
      [150, 150],
    ]);
  });

  it('keeps a thumbnail size asked twice once, and refuses two heights for one width (422), storing nothing', async () => {
    const twice = {
      thumb: [
        [150, 150],
        [300, 300],
        [150, 150],
      ],
    };
    const r = await upload('/api/uploads', home, { name: 'thumbs_twice', option: JSON.stringify(twice) }, [
      { filename: 'a.png', data: await picture(600, 600) },
    ]);
    expect(r.code).toBe(200);
    const stored = filesIn('thumbs_twice').map((f) => path.basename(f).replace(/^[0-9a-f]{40}/, ''));
    expect(stored.sort()).toEqual(['.png', '_150.png', '_300.png']);

    const conflict = {
      thumb: [
        [150, 150],
        [150, 100],
      ],
    };
    const refused = await upload('/api/uploads', home, { name: 'thumbs_conflict', option: JSON.stringify(conflict) }, [
      { filename: 'a.png', data: await picture(600, 600) },
    ]);
    expect(refused).toMatchObject({ status: 200, code: 422, msg: '缩略图宽度 150 重复且高度不同.' });
    expect(filesIn('thumbs_conflict')).toEqual([]);
  });

  it('accepts gif and webp by content, whatever the file is called', async () => {
    const gif = await upload('/api/uploads', home, { name: 'comment' }, [
      { filename: 'x.jpg', data: await picture(20, 20, 'gif') },
    ]);
    expect(gif.data).toMatch(URL_SHAPE('comment', 'gif'));
    const webp = await upload('/api/uploads', home, { name: 'comment' }, [
      { filename: 'noext', data: await picture(20, 20, 'webp') },
    ]);
    expect(webp.data).toMatch(URL_SHAPE('comment', 'webp'));
  });

  it('answers a list of URLs with option.many', async () => {
    const r = await upload('/api/uploads', home, { name: 'comment', option: JSON.stringify({ many: true }) }, [
      { field: 'file[]', filename: 'a.png', data: await picture(30, 30) },
      { field: 'file[]', filename: 'b.jpg', data: await picture(30, 30, 'jpeg') },
    ]);
    expect(r.code).toBe(200);
    expect(r.data).toHaveLength(2);
    const [a, b] = r.data as string[];
    expect(a).toMatch(URL_SHAPE('comment', 'png'));
    expect(b).toMatch(URL_SHAPE('comment', 'jpg'));
  });

  it('turns phone photos upright and drops their EXIF (GPS) data', async () => {
    // 60x40 pixels stored sideways with EXIF orientation 6 (rotate 90° to display).
    const sideways = await sharp(await picture(60, 40, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const r = await upload('/api/uploads', home, { name: 'photos' }, [{ filename: 'p.jpg', data: sideways }]);
    const meta = await sharp((await fetchUpload(r.data as string)).body).metadata();
    expect([meta.width, meta.height]).toEqual([40, 60]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('re-encodes, so bytes smuggled after the picture (a polyglot) are not stored', async () => {
    const polyglot = Buffer.concat([await picture(16, 16), Buffer.from('<script>alert(1)</script>')]);
    const r = await upload('/api/uploads', home, { name: 'photos' }, [{ filename: 'p.png', data: polyglot }]);
    expect(r.code).toBe(200);
    expect((await fetchUpload(r.data as string)).body.includes('<script>')).toBe(false);
  });
});

describe('refused uploads answer a clear message and store nothing', () => {
  const refusedFolder = 'refused';

  it('refuses a text file renamed to .jpg and an SVG, in zh-cn and en', async () => {
    const text = await upload('/api/uploads', home, { name: refusedFolder }, [
      { filename: 'cat.jpg', data: Buffer.from('just some text, not a picture') },
    ]);
    expect(text).toMatchObject({ status: 200, code: 500, msg: '文件类型不允许上传.', data: [] });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const en = await upload(
      '/api/uploads',
      home,
      { name: refusedFolder },
      [{ filename: 'logo.png', data: svg, type: 'image/png' }],
      'en',
    );
    expect(en).toMatchObject({ code: 500, msg: 'This file type may not be uploaded.' });
    const html = await upload('/api/uploads', home, { name: refusedFolder }, [
      { filename: 'x.gif', data: Buffer.from('GIF89a<html><script>1</script>') },
    ]);
    expect(html.code).toBe(500);
    expect(filesIn(refusedFolder)).toEqual([]);
  });

  it('refuses a truncated picture as invalid', async () => {
    const png = await picture(300, 300);
    const r = await upload('/api/uploads', home, { name: refusedFolder }, [
      { filename: 'cut.png', data: png.subarray(0, 40) },
    ]);
    expect(r).toMatchObject({ code: 500, msg: '无效文件上传.' });
    expect(filesIn(refusedFolder)).toEqual([]);
  });

  it('refuses the whole batch when one of several files is not a picture', async () => {
    const r = await upload('/api/uploads', home, { name: refusedFolder, option: '{"many":true}' }, [
      { field: 'file[]', filename: 'ok.png', data: await picture(10, 10) },
      { field: 'file[]', filename: 'bad.png', data: Buffer.from('nope') },
    ]);
    expect(r.code).toBe(500);
    expect(filesIn(refusedFolder)).toEqual([]);
  });

  it('answers upload.fileNotFound without a file, or without multipart at all', async () => {
    const none = await upload('/api/uploads', home, { name: refusedFolder }, []);
    expect(none).toMatchObject({ code: 500, msg: '没有找到上传文件.' });
    const form = await t.call('POST', '/api/uploads', { token: home, body: { name: refusedFolder } });
    expect(form).toMatchObject({ code: 500, msg: '没有找到上传文件.' });
    const otherField = await upload('/api/uploads', home, {}, [
      { field: 'avatar', filename: 'a.png', data: await picture(5, 5) },
    ]);
    expect(otherField.msg).toBe('没有找到上传文件.');
  });

  it('answers upload.tooLarge over 10 MB', async () => {
    const big = Buffer.concat([await picture(10, 10, 'jpeg'), Buffer.alloc(10 * 1024 * 1024 + 1, 7)]);
    const r = await upload('/api/uploads', home, { name: refusedFolder }, [{ filename: 'big.jpg', data: big }]);
    expect(r).toMatchObject({ status: 200, code: 500, msg: '文件过大，最大10MB.' });
    const en = await upload('/api/uploads', home, { name: refusedFolder }, [{ filename: 'big.jpg', data: big }], 'en');
    expect(en.msg).toBe('The file is too large (10 MB at most).');
    expect(filesIn(refusedFolder)).toEqual([]);
  });

  it('refuses more than 10 files', async () => {
    const one = await picture(4, 4);
    const files = Array.from({ length: 11 }, (_, i) => ({ field: 'file[]', filename: `${i}.png`, data: one }));
    const r = await upload('/api/uploads', home, { name: refusedFolder, option: '{"many":true}' }, files);
    expect(r).toMatchObject({ code: 500, msg: '一次最多上传10个文件.' });
    expect(filesIn(refusedFolder)).toEqual([]);
  });

  it('refuses a folder name outside [a-z0-9_]{1,30} and malformed options with HTTP 400', async () => {
    const png = await picture(4, 4);
    for (const name of ['../etc', 'Avatar', 'a/b', 'x'.repeat(31), 'a.b']) {
      const r = await upload('/api/uploads', home, { name }, [{ filename: 'a.png', data: png }]);
      expect(r, name).toMatchObject({ status: 400, code: 400 });
    }
    for (const option of ['{not json', '{"width":-5}', '{"width":100000}', '{"thumb":[[1]]}', '{"thumb":"x"}']) {
      const r = await upload('/api/uploads', home, { name: refusedFolder, option }, [{ filename: 'a.png', data: png }]);
      expect(r, option).toMatchObject({ status: 400, code: 400, msg: '上传参数无效.' });
    }
    expect(filesIn(refusedFolder)).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
    expect(fs.readdirSync(uploads).filter((d) => /[^a-z0-9_]/.test(d))).toEqual([]);
  });

  it('never serves a directory listing or a path outside the uploads folder', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'secret');
    for (const url of [
      '/uploads/',
      '/uploads/avatar/',
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/..%2fsecret.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('secret');
    }
  });
});

describe('Admin uploads', () => {
  it('stores pictures like the storefront', async () => {
    const r = await upload('/api/Admin/uploads', admin, { name: 'logo', option: '{"width":200,"height":100}' }, [
      { filename: 'logo.png', data: await picture(400, 100) },
    ]);
    expect(r.code).toBe(200);
    const meta = await sharp((await fetchUpload(r.data as string)).body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
  });

  it('stores certificates, spreadsheets and packages with uploadType=uploadFile, checked by content', async () => {
    const pem = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
    const cases: Array<[string, Buffer, string]> = [
      ['apiclient_cert.pem', pem, 'pem'],
      ['root.crt', pem, 'crt'],
      ['root-der.crt', Buffer.from([0x30, 0x82, 0x01, 0x0a, 0x02, 0x01]), 'crt'],
      ['sheet.XLSX', zip, 'xlsx'],
      ['app.apk', zip, 'apk'],
      ['update.wgt', zip, 'wgt'],
      ['old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'xls'],
      ['favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), 'ico'],
      ['p.png', await picture(8, 8), 'png'],
    ];
    for (const [filename, data, ext] of cases) {
      const r = await upload('/api/Admin/uploads', admin, { name: 'crt', uploadType: 'uploadFile' }, [
        { filename, data },
      ]);
      expect(r.code, filename).toBe(200);
      if (ext === 'pem' || ext === 'crt') {
        // Certificates and keys are kept out of the public folder: only server code can read them.
        expect(r.data, filename).toMatch(new RegExp(`^private/crt/\\d{4}-\\d{2}-\\d{2}/[0-9a-f]{40}\\.${ext}$`));
        const stored = privateFile(t.dataDir, r.data as string);
        expect(stored && fs.readFileSync(stored).equals(data), filename).toBe(true);
        for (const url of [`/${r.data as string}`, `/uploads/${r.data as string}`, `/uploads/../${r.data as string}`]) {
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.body.includes('BEGIN CERTIFICATE'), url).toBe(false);
        }
        continue;
      }
      expect(r.data, filename).toMatch(URL_SHAPE('crt', ext));
      const file = await fetchUpload(r.data as string);
      expect(file.body.equals(data), filename).toBe(true);
    }
    expect(privateFile(t.dataDir, '../etc/passwd')).toBeNull();
  });

  it('refuses a batch mixing certificates with public files', async () => {
    const pem = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const r = await upload(
      '/api/Admin/uploads',
      admin,
      { name: 'crt', uploadType: 'uploadFile', option: '{"many":true}' },
      [
        { filename: 'a.pem', data: pem },
        { filename: 'p.png', data: await picture(8, 8) },
      ],
    );
    expect(r.code).toBe(500);
  });

  it('refuses other extensions and content that does not match the extension', async () => {
    const before = filesIn('crt').length;
    const cases: Array<[string, Buffer]> = [
      ['shell.php', Buffer.from('<?php echo 1;')],
      ['page.html', Buffer.from('<html></html>')],
      ['fake.xlsx', Buffer.from('id,name\n1,a')],
      ['fake.pem', Buffer.from('<script>alert(1)</script>')],
      ['fake.png', Buffer.from('not a png')],
      ['noext', Buffer.from('x')],
    ];
    for (const [filename, data] of cases) {
      const r = await upload('/api/Admin/uploads', admin, { name: 'crt', uploadType: 'uploadFile' }, [
        { filename, data },
      ]);
      expect(r, filename).toMatchObject({ code: 500, msg: '文件类型不允许上传.' });
    }
    expect(filesIn('crt').length).toBe(before);
  });

  it('ignores uploadType=uploadFile outside the Admin (pictures only there)', async () => {
    const pem = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const r = await upload('/api/uploads', home, { name: 'crt2', uploadType: 'uploadFile' }, [
      { filename: 'a.pem', data: pem },
    ]);
    expect(r).toMatchObject({ code: 500, msg: '文件类型不允许上传.' });
    const s = await upload('/api/Seller/uploads', seller, { name: 'crt2', uploadType: 'uploadFile' }, [
      { filename: 'a.pem', data: pem },
    ]);
    expect(s.code).toBe(500);
    expect(filesIn('crt2')).toEqual([]);
  });

  it("refuses other areas' tokens", async () => {
    const r = await upload('/api/Admin/uploads', home, {}, [{ filename: 'a.png', data: await picture(4, 4) }]);
    expect(r.code).toBe(401);
  });
});

describe('Seller uploads fill the image space', () => {
  const rowsOf = (url: string) => t.database.db.select().from(fileSpaces).where(eq(fileSpaces.url, url));

  it("records each picture in file_spaces for the seller's store", async () => {
    const r = await upload(
      '/api/Seller/uploads',
      seller,
      { name: 'goods', option: '{"width":800,"height":800,"thumb":[[150,150]]}' },
      [{ filename: '红色 shoe.jpg', data: await picture(1000, 500, 'jpeg') }],
    );
    expect(r.code).toBe(200);
    const url = r.data as string;
    const [row] = await rowsOf(url);
    const stored = (await fetchUpload(url)).body;
    const md5 = (await import('node:crypto')).createHash('md5').update(stored).digest('hex');
    expect(row).toMatchObject({
      belong_id: 1,
      dir_id: 0,
      name: '红色 shoe.jpg',
      ext_name: 'jpg',
      md5,
      status: 1,
      is_type: 0,
      disk_name: 'public',
      info: '800*800',
    });
    expect(row?.new_name).toBe(path.basename(url));
  });

  it("files into an own folder, refuses another store's folder without storing anything", async () => {
    const [own] = await t.database.db.insert(fileSpaceDirs).values({ belong_id: 1, name: 'banners' }).returning();
    const [foreign] = await t.database.db.insert(fileSpaceDirs).values({ belong_id: 999, name: 'theirs' }).returning();
    const ok = await upload('/api/Seller/uploads', seller, { name: 'spaces', dir_id: String(own!.id) }, [
      { filename: 'b.png', data: await picture(20, 20) },
    ]);
    expect(ok.code).toBe(200);
    expect((await rowsOf(ok.data as string))[0]?.dir_id).toBe(own!.id);

    const before = filesIn('spaces').length;
    const refused = await upload('/api/Seller/uploads', seller, { name: 'spaces', dir_id: String(foreign!.id) }, [
      { filename: 'c.png', data: await picture(20, 20) },
    ]);
    expect(refused).toMatchObject({ code: 500, msg: '图片空间目录不存在.' });
    expect(filesIn('spaces').length).toBe(before);
    const foreignRows = await t.database.db
      .select()
      .from(fileSpaces)
      .where(and(eq(fileSpaces.dir_id, foreign!.id)));
    expect(foreignRows).toEqual([]);
  });

  it('records every file of a many upload, from a sub-account too', async () => {
    const sub = await t.login('seller', 'seller');
    const r = await upload('/api/Seller/uploads', sub, { name: 'goods', option: '{"many":1}' }, [
      { field: 'file[]', filename: 'a.png', data: await picture(10, 10) },
      { field: 'file[]', filename: 'b.png', data: await picture(12, 12) },
    ]);
    expect(r.data).toHaveLength(2);
    for (const url of r.data as string[]) expect((await rowsOf(url))[0]?.belong_id).toBe(1);
  });
});
