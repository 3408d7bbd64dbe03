/**
 * Shaders of the scatter renderer (scatter-renderer.ts), GLSL ES 1.00 so they run on WebGL 1 and on
 * SwiftShader. Each point has a position in data units and one state byte:
 * `bin | 64 × selected | 128 × hidden`, where `bin` (0–15) picks a colour and a layer from
 * uniform tables and bin 0 is never drawn. The depth test with the layer draws selected points
 * over significant ones over the rest, whatever their order in the buffer.
 */

export const PALETTE_SIZE = 16;

export const pointVertex = `
precision highp float;
attribute vec2 position;
attribute float state;
uniform vec2 scale;
uniform vec2 offset;
uniform vec4 palette[${PALETTE_SIZE}];
uniform float layer[${PALETTE_SIZE}];
uniform float pointSize;
varying vec4 vColor;
varying float vSelected;
varying float vSize;

void main() {
  float s = state;
  float hidden = step(127.5, s);
  s -= 128.0 * hidden;
  float selected = step(63.5, s);
  s -= 64.0 * selected;
  int bin = int(s + 0.5);
  if (hidden > 0.5 || bin == 0) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    gl_PointSize = 0.0;
    return;
  }
  // GLSL ES 1.00 (appendix A) requires any index into uniform arrays in a vertex shader.
  vec4 color = palette[bin];
  float depth = layer[bin];
  vColor = color;
  vSelected = selected;
  gl_Position = vec4(position * scale + offset, selected > 0.5 ? -0.99 : depth, 1.0);
  vSize = selected > 0.5 ? pointSize * 1.9 : pointSize;
  gl_PointSize = vSize;
}
`;

export const pointFragment = `
precision mediump float;
varying vec4 vColor;
varying float vSelected;
varying float vSize;

void main() {
  vec2 c = gl_PointCoord * 2.0 - 1.0;
  float r = dot(c, c);
  if (r > 1.0) discard;
  vec4 color = vColor;
  // A selected point keeps its colour inside a dark ring.
  if (vSelected > 0.5 && r > 0.45) color = vec4(0.08, 0.08, 0.1, 1.0);
  // Half a pixel of soft edge, so small discs look round rather than blocky.
  float edge = clamp((1.0 - sqrt(r)) * vSize * 0.5 + 0.5, 0.0, 1.0);
  float alpha = color.a * edge;
  gl_FragColor = vec4(color.rgb * alpha, alpha);
}
`;
