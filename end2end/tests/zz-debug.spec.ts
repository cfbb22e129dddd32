import { test, expect } from '@playwright/test';
import { GamePage } from './game-page';

test('debug: mode switch', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  const game = new GamePage(page);
  await page.goto('/');
  await expect(game.tiles()).toHaveCount(81);
  await game.byTestId('new-game').click();
  await game.byTestId('mode-pick-2048').check();
  await game.byTestId('confirm-yes').click();
  await page.waitForTimeout(1500);
  console.log(logs.join('\n').slice(0, 6000));
  await page.goto('/?replay=AQkq!!');
  await page.waitForTimeout(1500);
  console.log('NOTICE', await page.getByTestId('notice').count(), await page.locator('main').innerText());
});
