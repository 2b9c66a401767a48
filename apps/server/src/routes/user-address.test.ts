import { accountApi, ADDRESS_MAX } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const add = (p: Player, receiver: string, address: string, isDefault?: boolean) =>
  server.call(accountApi.addAddress, { token: p.token, body: { receiver, address, ...(isDefault === undefined ? {} : { isDefault }) } });
const list = async (p: Player) => (await server.call(accountApi.addresses, { token: p.token })).records;
const defaults = async (p: Player) => (await list(p)).filter((a) => a.isDefault).map((a) => a.id);

describe('delivery addresses (SPEC 3, 7)', () => {
  it('need a bound phone first: 需先綁定您的手機號碼 (012026)', async () => {
    const p = await newPlayer(server, { phone: false });
    expect(await server.fail(accountApi.addresses, { token: p.token })).toMatchObject({ status: 400, code: '012026', msg: '需先綁定您的手機號碼' });
    expect(await server.fail(accountApi.addAddress, { token: p.token, body: { receiver: '王小明', address: '台北市信義區松仁路100號' } })).toMatchObject({ code: '012026' });
  });

  it('add, list, edit and delete; stored trimmed; exactly one default while any exist', async () => {
    const p = await newPlayer(server);
    expect(await server.call(accountApi.addresses, { token: p.token })).toEqual({ records: [], max: ADDRESS_MAX });
    const a = await add(p, ' 王小明 ', ' 台北市信義區松仁路100號 ');
    expect(a).toMatchObject({ receiver: '王小明', address: '台北市信義區松仁路100號', isDefault: true });
    const b = await add(p, '陳小華', '新北市板橋區文化路一段1號');
    expect(b.isDefault).toBe(false);
    const c = await add(p, 'Li Na', '台中市西屯區台灣大道三段99號', true);
    expect(c.isDefault).toBe(true);
    // Default first, then newest first.
    expect((await list(p)).map((x) => x.id)).toEqual([c.id, b.id, a.id]);

    const edited = await server.call(accountApi.updateAddress, { token: p.token, params: { id: b.id }, body: { receiver: '陳大華', address: '新北市板橋區文化路二段2號', isDefault: true } });
    expect(edited).toEqual({ id: b.id, receiver: '陳大華', address: '新北市板橋區文化路二段2號', isDefault: true });
    expect(await defaults(p)).toEqual([b.id]);
    // false on the default is ignored: it would leave none.
    await server.call(accountApi.updateAddress, { token: p.token, params: { id: b.id }, body: { receiver: '陳大華', address: '新北市板橋區文化路二段2號', isDefault: false } });
    expect(await defaults(p)).toEqual([b.id]);

    expect(await server.call(accountApi.setDefaultAddress, { token: p.token, params: { id: a.id } })).toBeNull();
    expect(await defaults(p)).toEqual([a.id]);
    // Deleting the default promotes the newest remaining address.
    expect(await server.call(accountApi.deleteAddress, { token: p.token, params: { id: a.id } })).toBeNull();
    expect(await defaults(p)).toEqual([c.id]);
    await server.call(accountApi.deleteAddress, { token: p.token, params: { id: b.id } });
    expect(await defaults(p)).toEqual([c.id]);
    await server.call(accountApi.deleteAddress, { token: p.token, params: { id: c.id } });
    expect(await list(p)).toEqual([]);
    expect((await add(p, '林一', '高雄市前金區中正四路211號')).isDefault).toBe(true);
  });

  it(`at most ${ADDRESS_MAX}: the next one is refused with 設置收貨地址數已滿，刪除後才可以新增`, async () => {
    const p = await newPlayer(server);
    const ids: number[] = [];
    for (let i = 1; i <= ADDRESS_MAX; i++) ids.push((await add(p, `收件人${i}`, `台北市大安區復興南路${i}號`)).id);
    const full = await server.fail(accountApi.addAddress, { token: p.token, body: { receiver: '多一個', address: '台北市大安區復興南路99號' } });
    expect(full).toEqual({ status: 400, code: '013006', msg: '設置收貨地址數已滿，刪除後才可以新增', data: { max: ADDRESS_MAX } });
    await server.call(accountApi.deleteAddress, { token: p.token, params: { id: ids[2] ?? 0 } });
    expect((await add(p, '多一個', '台北市大安區復興南路99號')).isDefault).toBe(false);
    expect(await list(p)).toHaveLength(ADDRESS_MAX);
  });

  it("another player's address is 404 (013007) for edit, delete and set-default, and stays as it was", async () => {
    const owner = await newPlayer(server);
    const intruder = await newPlayer(server);
    const mine = await add(owner, '王小明', '台北市信義區松仁路100號');
    const body = { receiver: '偷改', address: '偷改的地址一二三' };
    for (const [endpoint, input] of [
      [accountApi.updateAddress, { params: { id: mine.id }, body }],
      [accountApi.deleteAddress, { params: { id: mine.id } }],
      [accountApi.setDefaultAddress, { params: { id: mine.id } }],
    ] as const) {
      expect(await server.fail(endpoint, { token: intruder.token, ...input })).toMatchObject({ status: 404, code: '013007' });
    }
    expect(await server.fail(accountApi.deleteAddress, { token: owner.token, params: { id: 'abc' } })).toMatchObject({ status: 404, code: '013007' });
    expect(await list(owner)).toEqual([mine]);
    expect(await list(intruder)).toEqual([]);
  });

  it('the receiver and address rules answer 400 with the rule keys and change nothing', async () => {
    const p = await newPlayer(server);
    const bad = await server.fail(accountApi.addAddress, { token: p.token, body: { receiver: '王', address: '台北' } });
    expect(bad).toMatchObject({ status: 400, code: '000400' });
    expect(JSON.stringify(bad.data)).toContain('rules.receiverName');
    expect(JSON.stringify(bad.data)).toContain('rules.deliveryAddress');
    expect(await list(p)).toEqual([]);
  });
});
