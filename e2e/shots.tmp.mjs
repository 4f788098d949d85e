import { chromium } from '@playwright/test';
const base = 'http://localhost:8191';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const login = async (page) => {
  await page.goto(base + '/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill('demo_reader');
  await dialog.getByLabel(/^Mật khẩu\*?$/).fill('Player@2026');
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 60000 });
  await page.waitForTimeout(1500);
  for (const b of await page.getByRole('button', { name: 'Đóng' }).all()) await b.click().catch(() => {});
};
for (const [w, h, tag] of [[1366, 900, 'desk'], [375, 812, 'mob']]) {
  for (const lang of ['vi', 'en']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: 'reduce', extraHTTPHeaders: { 'X-Forwarded-For': `198.18.9.${w % 200}` } });
    const page = await ctx.newPage();
    await login(page);
    if (lang === 'en') await page.evaluate(() => { localStorage.setItem('lang', 'en'); localStorage.setItem('hisLang', 'en'); });
    for (const [q, name] of [['', 'inbox'], ['&tab=feedback', 'feedback']]) {
      await page.goto(`${base}/member?page=messageV2${q}`);
      await page.waitForTimeout(2500);
      if (name === 'inbox') { const b = page.getByRole('list').getByRole('button').first(); await b.click().catch(()=>{}); await page.waitForTimeout(800); }
      await page.screenshot({ path: `/tmp/shots/${name}-${tag}-${lang}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
// admin
const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
await page.goto(base + '/admin/login');
await page.getByRole('textbox', { name: 'Username' }).fill('owner');
await page.getByLabel('Password', { exact: true }).fill('Owner@2026');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.getByRole('button', { name: 'Skip for now' }).click();
for (const p of ['messages', 'feedback']) { await page.goto(`${base}/admin/${p}`); await page.waitForTimeout(2500); await page.screenshot({ path: `/tmp/shots/admin-${p}.png`, fullPage: true }); }
await browser.close();
