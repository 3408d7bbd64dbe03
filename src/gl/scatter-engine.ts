import { PALETTE_SIZE, pointFragment, pointVertex } from './scatter-shaders';
import { clipTransform, type Domain } from './view';

/**
 * A WebGL scatter plot of up to millions of points. Positions (data units, x and y interleaved
 * as float32) go to the GPU once through `setPositions`; what changes with a threshold, a filter
 * or the selection is one byte per point (`setStates`, see scatter-shaders.ts for its layout),
 * and pan and zoom only change two uniforms (`draw(domain)`).
 *
 * Plain WebGL 1 rather than regl: regl compiles its commands with `new Function`, which the
 * app's Content Security Policy (`script-src 'self'`, no 'unsafe-eval') refuses. One program,
 * two buffers: the few calls regl would save are written out here.
 *
 * The canvas keeps its drawing buffer (`preserveDrawingBuffer`) so the page can read what is on
 * screen; `snapshot` draws the same points again off screen at a higher resolution for export.
 * A lost context (GPU reset) is rebuilt from the last data when the browser restores it.
 */

export const STATE_SELECTED = 64;
export const STATE_HIDDEN = 128;

export type Rgba = readonly [number, number, number, number];

export interface PointStyle {
  /** Colour per bin, 0–1 components, straight (not premultiplied) alpha; bin 0 is never drawn. */
  palette: readonly Rgba[];
  /** Depth per bin in (-1, 1): lower is drawn over higher. */
  layers: readonly number[];
  /** Diameter in CSS pixels. */
  pointSize: number;
}

export interface ScatterEngine {
  setPositions(positions: Float32Array): void;
  setStates(states: Uint8Array): void;
  setStyle(style: PointStyle): void;
  /** Canvas size in CSS pixels and the device pixel ratio; the next `draw` uses them. */
  resize(width: number, height: number, pixelRatio: number): void;
  draw(domain: Domain): void;
  /** Blocks until the GPU has drawn (benchmarks). */
  finish(): void;
  /**
   * A 2D canvas of the points over `background` at `scale` × the CSS size (e.g. 3 for print),
   * drawn off screen.
   */
  snapshot(domain: Domain, scale: number, background: Rgba): HTMLCanvasElement;
  destroy(): void;
}

interface Resources {
  program: WebGLProgram;
  positions: WebGLBuffer;
  states: WebGLBuffer;
  position: number;
  state: number;
  uniforms: Record<'scale' | 'offset' | 'pointSize' | 'palette' | 'layer', WebGLUniformLocation | null>;
  maxPointSize: number;
}

export function createScatterEngine(canvas: HTMLCanvasElement, initial: PointStyle): ScatterEngine {
  const context = canvas.getContext('webgl', {
    antialias: false,
    preserveDrawingBuffer: true,
    premultipliedAlpha: true,
    depth: true,
  });
  if (!context) throw new Error('WebGL is not available');
  const gl: WebGLRenderingContext = context;
  let style = initial;
  let positions: Float32Array = new Float32Array(0);
  let states: Uint8Array = new Uint8Array(0);
  let statesOnGpu = 0;
  let cssWidth = canvas.clientWidth || canvas.width;
  let cssHeight = canvas.clientHeight || canvas.height;
  let ratio = 1;
  let resources: Resources | null = build();

  function build(): Resources | null {
    if (gl.isContextLost()) return null;
    const program = linkProgram(gl, pointVertex, pointFragment);
    const range = gl.getParameter(gl.ALIASED_POINT_SIZE_RANGE) as Float32Array;
    const made: Resources = {
      program,
      positions: gl.createBuffer() as WebGLBuffer,
      states: gl.createBuffer() as WebGLBuffer,
      position: gl.getAttribLocation(program, 'position'),
      state: gl.getAttribLocation(program, 'state'),
      uniforms: {
        scale: gl.getUniformLocation(program, 'scale'),
        offset: gl.getUniformLocation(program, 'offset'),
        pointSize: gl.getUniformLocation(program, 'pointSize'),
        palette: gl.getUniformLocation(program, 'palette'),
        layer: gl.getUniformLocation(program, 'layer'),
      },
      maxPointSize: range?.[1] ?? 64,
    };
    gl.bindBuffer(gl.ARRAY_BUFFER, made.positions);
    gl.bufferData(gl.ARRAY_BUFFER, positions, gl.STATIC_DRAW);
    gl.bindBuffer(gl.ARRAY_BUFFER, made.states);
    gl.bufferData(gl.ARRAY_BUFFER, states, gl.DYNAMIC_DRAW);
    statesOnGpu = states.length;
    return made;
  }

  const onLost = (event: Event) => {
    event.preventDefault();
    resources = null;
  };
  const onRestored = () => {
    resources = build();
  };
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);

  function drawPoints(domain: Domain, width: number, height: number, pixelScale: number) {
    const r = resources;
    if (!r) return;
    gl.viewport(0, 0, width, height);
    gl.clearDepth(1);
    gl.enable(gl.DEPTH_TEST);
    gl.depthFunc(gl.LEQUAL);
    gl.depthMask(true);
    gl.clear(gl.DEPTH_BUFFER_BIT);
    const count = Math.min(positions.length >> 1, statesOnGpu);
    if (count === 0) return;
    gl.enable(gl.BLEND);
    // The fragment shader answers premultiplied colours, as the canvas composites them.
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
    gl.useProgram(r.program);
    gl.bindBuffer(gl.ARRAY_BUFFER, r.positions);
    gl.enableVertexAttribArray(r.position);
    gl.vertexAttribPointer(r.position, 2, gl.FLOAT, false, 0, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, r.states);
    gl.enableVertexAttribArray(r.state);
    gl.vertexAttribPointer(r.state, 1, gl.UNSIGNED_BYTE, false, 0, 0);
    const { scale, offset } = clipTransform(domain);
    gl.uniform2f(r.uniforms.scale, scale[0], scale[1]);
    gl.uniform2f(r.uniforms.offset, offset[0], offset[1]);
    gl.uniform1f(r.uniforms.pointSize, Math.min(r.maxPointSize, style.pointSize * pixelScale));
    const palette = new Float32Array(PALETTE_SIZE * 4);
    const layers = new Float32Array(PALETTE_SIZE);
    for (let i = 0; i < PALETTE_SIZE; i++) {
      palette.set(premultiplied(style.palette[i]), i * 4);
      layers[i] = style.layers[i] ?? 0;
    }
    gl.uniform4fv(r.uniforms.palette, palette);
    gl.uniform1fv(r.uniforms.layer, layers);
    gl.drawArrays(gl.POINTS, 0, count);
  }

  return {
    setPositions(next) {
      positions = next;
      if (!resources) return;
      gl.bindBuffer(gl.ARRAY_BUFFER, resources.positions);
      gl.bufferData(gl.ARRAY_BUFFER, next, gl.STATIC_DRAW);
    },
    setStates(next) {
      states = next;
      if (!resources) return;
      gl.bindBuffer(gl.ARRAY_BUFFER, resources.states);
      if (next.length === statesOnGpu) gl.bufferSubData(gl.ARRAY_BUFFER, 0, next);
      else gl.bufferData(gl.ARRAY_BUFFER, next, gl.DYNAMIC_DRAW);
      statesOnGpu = next.length;
    },
    setStyle(next) {
      style = next;
    },
    resize(width, height, pixelRatio) {
      cssWidth = width;
      cssHeight = height;
      ratio = pixelRatio;
      canvas.width = Math.max(1, Math.round(width * pixelRatio));
      canvas.height = Math.max(1, Math.round(height * pixelRatio));
    },
    draw(domain) {
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      gl.clearColor(0, 0, 0, 0);
      gl.clear(gl.COLOR_BUFFER_BIT);
      drawPoints(domain, canvas.width, canvas.height, ratio);
    },
    finish() {
      // readPixels waits for the drawing, where finish() may return early on some drivers.
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    },
    snapshot(domain, scale, background) {
      const width = Math.max(1, Math.round(cssWidth * scale));
      const height = Math.max(1, Math.round(cssHeight * scale));
      const texture = gl.createTexture();
      const depth = gl.createRenderbuffer();
      const framebuffer = gl.createFramebuffer();
      const pixels = new Uint8Array(width * height * 4);
      try {
        gl.bindTexture(gl.TEXTURE_2D, texture);
        gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, width, height, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
        gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
        gl.bindRenderbuffer(gl.RENDERBUFFER, depth);
        gl.renderbufferStorage(gl.RENDERBUFFER, gl.DEPTH_COMPONENT16, width, height);
        gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
        gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
        gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.DEPTH_ATTACHMENT, gl.RENDERBUFFER, depth);
        const [r, g, b, a] = premultiplied(background);
        gl.clearColor(r, g, b, a);
        gl.clear(gl.COLOR_BUFFER_BIT);
        drawPoints(domain, width, height, scale);
        gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      } finally {
        gl.bindFramebuffer(gl.FRAMEBUFFER, null);
        gl.deleteFramebuffer(framebuffer);
        gl.deleteRenderbuffer(depth);
        gl.deleteTexture(texture);
      }
      return flippedCanvas(pixels, width, height);
    },
    destroy() {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      if (resources) {
        gl.deleteBuffer(resources.positions);
        gl.deleteBuffer(resources.states);
        gl.deleteProgram(resources.program);
      }
      resources = null;
      // Browsers cap live contexts (about 16): give this one back now rather than at collection.
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    },
  };
}

function linkProgram(gl: WebGLRenderingContext, vertex: string, fragment: string): WebGLProgram {
  const compile = (type: number, source: string) => {
    const shader = gl.createShader(type) as WebGLShader;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS))
      throw new Error(`Shader did not compile: ${gl.getShaderInfoLog(shader)}`);
    return shader;
  };
  const program = gl.createProgram() as WebGLProgram;
  const shaders = [compile(gl.VERTEX_SHADER, vertex), compile(gl.FRAGMENT_SHADER, fragment)];
  for (const shader of shaders) gl.attachShader(program, shader);
  gl.linkProgram(program);
  for (const shader of shaders) gl.deleteShader(shader);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS))
    throw new Error(`Shader program did not link: ${gl.getProgramInfoLog(program)}`);
  return program;
}

function premultiplied(color: Rgba | undefined): [number, number, number, number] {
  if (!color) return [0, 0, 0, 0];
  const [r, g, b, a] = color;
  return [r * a, g * a, b * a, a];
}

/**
 * WebGL reads rows bottom-up with premultiplied colours; a 2D canvas writes them top-down with
 * straight alpha.
 */
function flippedCanvas(pixels: Uint8Array, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const image = context.createImageData(width, height);
  const row = width * 4;
  for (let y = 0; y < height; y++)
    image.data.set(pixels.subarray((height - 1 - y) * row, (height - y) * row), y * row);
  const data = image.data;
  for (let k = 0; k < data.length; k += 4) {
    const alpha = data[k + 3] as number;
    if (alpha === 0 || alpha === 255) continue;
    data[k] = Math.min(255, ((data[k] as number) * 255) / alpha);
    data[k + 1] = Math.min(255, ((data[k + 1] as number) * 255) / alpha);
    data[k + 2] = Math.min(255, ((data[k + 2] as number) * 255) / alpha);
  }
  context.putImageData(image, 0, 0);
  return canvas;
}
