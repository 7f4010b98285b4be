import { GlLimitsSystem, type Application } from 'pixi.js';
import { testOverride } from './testHooks';

/**
 * Software WebGL (SwiftShader) pays per fragment for the batch shader's texture switch (an if per
 * texture slot: 32 here by default), so a short switch is much cheaper than the usual 16 or 32; a
 * few more draw calls cost far less (docs/benchmarks.md, Board). The limit has to be in place when
 * the renderer's context starts: Pixi builds its batch shader once, from the first batcher, which
 * exists before the Application's onInit (setting it there, as before, changed nothing).
 */
export const MAX_BATCH_TEXTURES = 4;

/** The bench's old variant (bench/board.ts): per-face textures and Pixi's own batch width, as before the atlas. */
export const legacyFaces = (): boolean => !!testOverride<boolean>('__boardLegacyFaces');

const limitsContextChange = GlLimitsSystem.prototype.contextChange;
GlLimitsSystem.prototype.contextChange = function contextChange(this: GlLimitsSystem) {
  limitsContextChange.call(this);
  if (legacyFaces()) return;
  const override = testOverride<number>('__boardMaxTextures');
  this.maxBatchableTextures = Math.min(this.maxBatchableTextures, override ?? MAX_BATCH_TEXTURES);
};

/** What the old code did after init: it lowered the limit too late for the batch shader (kept for the bench's old variant). */
export function tuneRenderer(app: Application): void {
  if (!legacyFaces()) return;
  const limits = app.renderer.limits as { maxBatchableTextures: number };
  limits.maxBatchableTextures = Math.min(limits.maxBatchableTextures, 4);
}
