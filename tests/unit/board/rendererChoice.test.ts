import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, rendererFor } from '../../../src/client/board/scene/rendererChoice';

// Renderer strings as browsers report them (WEBGL_debug_renderer_info's UNMASKED_RENDERER_WEBGL).
const software = [
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
  'Google SwiftShader',
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (LLVM 10.0.0) (0x0000C0DE)), SwiftShader driver-5.0.0)',
  'llvmpipe (LLVM 15.0.7, 256 bits)',
  'Mesa softpipe',
  'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
];
const gpus = [
  'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002504) Direct3D11 vs_5_0 ps_5_0, D3D11)',
  'ANGLE (Intel, Intel(R) UHD Graphics 620 (0x00005917) Direct3D11 vs_5_0 ps_5_0, D3D11)',
  'ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)',
  'Mali-G78',
  'Adreno (TM) 650',
  'AMD Radeon Pro 5500M OpenGL Engine',
  'Mesa Intel(R) Xe Graphics (TGL GT2)',
];

describe('the board renderer for the browser (rendererChoice)', () => {
  it('takes Canvas 2D where WebGL is drawn in software', () => {
    for (const name of software) {
      expect(isSoftwareRenderer(name), name).toBe(true);
      expect(rendererFor(name), name).toBe('canvas');
    }
  });

  it('keeps WebGL on a GPU', () => {
    for (const name of gpus) {
      expect(isSoftwareRenderer(name), name).toBe(false);
      expect(rendererFor(name), name).toBe('webgl');
    }
  });

  it('takes Canvas 2D when there is no WebGL2', () => {
    expect(rendererFor(null)).toBe('canvas');
  });
});
