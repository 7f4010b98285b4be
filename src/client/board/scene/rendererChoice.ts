import { testOverride } from './testHooks';

export type BoardRenderer = 'webgl' | 'canvas';

/**
 * WebGL drawn on the CPU: Chromium's and ANGLE's SwiftShader (used when the GPU is blocklisted,
 * disabled or absent: VMs, remote desktops, headless), Mesa's llvmpipe and softpipe, Windows'
 * Basic Render Driver.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** Whether a WebGL renderer string names a software rasteriser. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE.test(name);
}

/** The board's renderer for a browser whose WebGL2 renderer is `name` (null: no WebGL2). */
export function rendererFor(name: string | null): BoardRenderer {
  return name === null || isSoftwareRenderer(name) ? 'canvas' : 'webgl';
}

/**
 * The renderer string of this browser's WebGL2, from a throwaway context (released at once), or null
 * when there is no WebGL2. Chromium does not refuse `failIfMajorPerformanceCaveat` for SwiftShader,
 * so the name is what tells.
 */
function webglRendererName(): string | null {
  if (typeof document === 'undefined') return null;
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return name;
}

let chosen: BoardRenderer | null = null;

/**
 * WebGL when the browser has a GPU for it; Pixi's canvas renderer (Canvas 2D) when its WebGL is
 * software or missing. On software WebGL every pixel goes through SwiftShader's shaders, and the
 * board (150 cards) drew at 20-30 fps on an idle 2-core machine, while Chromium draws the same scene
 * through Canvas 2D with Skia's CPU blitters at 60 (docs/benchmarks.md, Board: "Canvas 2D when WebGL
 * is software"). Asked once per page. A test or bench may force one (`__boardRenderer`).
 */
export function boardRenderer(): BoardRenderer {
  const forced = testOverride<BoardRenderer>('__boardRenderer');
  if (forced === 'webgl' || forced === 'canvas') return forced;
  if (chosen) return chosen;
  let name: string | null = null;
  try {
    name = webglRendererName();
  } catch {
    name = null;
  }
  chosen = rendererFor(name);
  return chosen;
}
