import { describe, expect, it } from 'vitest';
import { RENDER_EXPIRY, renderExpirySeconds } from './queue';

describe('render job expiry sized to the reel (issue 15, decision 0200)', () => {
  it('gives short reels the floor, grows with the video, and stops at the ceiling', () => {
    expect(renderExpirySeconds(0)).toBe(RENDER_EXPIRY.floorSeconds);
    expect(renderExpirySeconds(20)).toBe(30);
    expect(renderExpirySeconds(60)).toBe(45);
    expect(renderExpirySeconds(600)).toBe(315);
    expect(renderExpirySeconds(10 * 3600)).toBe(RENDER_EXPIRY.ceilingSeconds);
  });

  it('treats a missing or nonsensical length as an empty reel', () => {
    expect(renderExpirySeconds(Number.NaN)).toBe(RENDER_EXPIRY.floorSeconds);
    expect(renderExpirySeconds(-5)).toBe(RENDER_EXPIRY.floorSeconds);
  });

  it('rounds up to whole seconds with other settings', () => {
    expect(renderExpirySeconds(3, { fixedSeconds: 1, secondsPerVideoSecond: 0.25, floorSeconds: 1, ceilingSeconds: 60 })).toBe(2);
  });
});
