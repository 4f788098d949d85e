/**
 * Which issues of a lottery game exist at a moment (issue 20): the server makes these rows, under a
 * unique (game, issue) key so many servers agree. A fast game: the issue on sale and the one after it
 * (numbered from 00:00 Vietnam time, `vn-schedule.ts`). A Vietnamese daily game: today's and
 * tomorrow's provinces of its region, each its own issue (`yyyyMMdd-000n`, n its place in the
 * region's list that day), on sale from the same time the day before until `closeSeconds` before
 * its draw.
 */
import type { LotteryGame } from './games.ts';
import { fastIssueAt, issueNumber, vnDateOf, vnDrawsOn } from './vn-schedule.ts';

export type PlannedDraw = {
  issue: string;
  province?: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
};

const DAY_MS = 86_400_000;

export const plannedDraws = (game: LotteryGame, at: Date, closeSeconds: number): PlannedDraw[] => {
  if (game.intervalSeconds) {
    const current = fastIssueAt(game.intervalSeconds, at, closeSeconds);
    const next = fastIssueAt(game.intervalSeconds, current.closesAt, closeSeconds);
    return [current, next].map(({ issue, opensAt, closesAt, drawAt }) => ({
      issue,
      opensAt,
      closesAt,
      drawAt,
    }));
  }
  const today = vnDateOf(at);
  const tomorrow = vnDateOf(new Date(at.getTime() + DAY_MS));
  return [today, tomorrow].flatMap((day) =>
    vnDrawsOn(day)
      .filter((draw) => draw.region === game.region)
      .map((draw, index) => ({
        issue: issueNumber(day, index + 1),
        province: draw.province,
        opensAt: new Date(draw.drawAt.getTime() - DAY_MS),
        closesAt: new Date(draw.drawAt.getTime() - closeSeconds * 1000),
        drawAt: draw.drawAt,
      })),
  );
};
