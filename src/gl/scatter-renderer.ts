import { PALETTE_SIZE, pointFragment, pointVertex } from './scatter-shaders';
import { clipTransform, type Domain } from './view';

/**
 * The WebGL side of a scatter plot, on any canvas: a page's `<canvas>` or an `OffscreenCanvas`
 * in the scatter worker (workers/scatter.worker.ts), which is how the app draws (see
 * scatter-engine.ts). Positions (data units, x and y interleaved as float32) go to the GPU once;
 * what changes with a threshold, a filter or the selection is one byte per point (see
 * scatter-shaders.ts for its layout); pan and zoom only change two uniforms.
 *
 * Plain WebGL 1 rather than regl: regl compiles its commands with `new Function`, which the
 * app's Content Security Policy (`script-src 'self'`, no 'unsafe-eval') refuses. One program,
 * two buffers: the few calls regl would save are written out here.
 *
 * The drawing buffer is kept (`preserveDrawingBuffer`) so the page can read what is on screen.
 * A lost context (GPU reset) is rebuilt from the last data when the browser restores it; the
 * renderer keeps its own references to the arrays it was given, and never copies them.
 */

export type Rgba = readonly [number, number, number, number];

export interface PointStyle {
  /** Colour per bin, 0–1 components, straight (not premultiplied) alpha; bin 0 is never drawn. */
  palette: readonly Rgba[];
  /** Depth per bin in (-1, 1): lower is drawn over higher. */
  layers: readonly number[];
  /** Diameter in CSS pixels. */
  pointSize: number;
}

export interface ScatterRenderer {
  setPositions(positions: Float32Array): void;
  setStates(states: Uint8Array): void;
  setStyle(style: PointStyle): void;
  /** The drawing buffer's size in device pixels. */
  resize(pixelWidth: number, pixelHeight: number): void;
  /** Clears and draws the points; `pixelRatio` scales the point size. */
  draw(domain: Domain, pixelRatio: number): void;
  /** Clears the canvas (no points). */
  clear(): void;
  /** Blocks until the GPU has drawn (benchmarks). */
  finish(): void;
  /**
   * The points over `background`, `width × height` device pixels at `pixelRatio`, drawn off
   * screen: premultiplied RGBA rows, bottom row first (as WebGL reads them).
   */
  snapshot(domain: Domain, width: number, height: number, pixelRatio: number, background: Rgba): Uint8Array;
  /** Frees the GPU's buffers and program and gives the context back to the browser. */
  destroy(): void;
}

type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

interface Resources {
  program: WebGLProgram;
  positions: WebGLBuffer;
  states: WebGLBuffer;
  position: number;
  state: number;
  uniforms: Record<'scale' | 'offset' | 'pointSize' | 'palette' | 'layer', WebGLUniformLocation | null>;
  maxPointSize: number;
}

const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  antialias: false,
  preserveDrawingBuffer: true,
  premultipliedAlpha: true,
  depth: true,
};

/** Throws where WebGL is not available. */
export function createScatterRenderer(canvas: AnyCanvas, initial: PointStyle): ScatterRenderer {
  const context = canvas.getContext('webgl', CONTEXT_ATTRIBUTES) as WebGLRenderingContext | null;
  if (!context) throw new Error('WebGL is not available');
  const gl: WebGLRenderingContext = context;
  let style = initial;
  let positions: Float32Array = new Float32Array(0);
  let states: Uint8Array = new Uint8Array(0);
  let statesOnGpu = 0;
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
    // Asks the browser to restore the context; everything on the GPU is gone meanwhile.
    event.preventDefault();
    resources = null;
  };
  const onRestored = () => {
    resources = build();
  };
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);

  function clearCanvas() {
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
  }

  function drawPoints(domain: Domain, width: number, height: number, pixelRatio: number) {
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
    gl.uniform1f(r.uniforms.pointSize, Math.min(r.maxPointSize, style.pointSize * pixelRatio));
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
    resize(pixelWidth, pixelHeight) {
      const width = Math.max(1, Math.round(pixelWidth));
      const height = Math.max(1, Math.round(pixelHeight));
      // Setting a canvas's size reallocates its buffer even when the size is the same.
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
    },
    draw(domain, pixelRatio) {
      clearCanvas();
      drawPoints(domain, canvas.width, canvas.height, pixelRatio);
    },
    clear: clearCanvas,
    finish() {
      // readPixels waits for the drawing, where finish() may return early on some drivers.
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    },
    snapshot(domain, width, height, pixelRatio, background) {
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
        drawPoints(domain, width, height, pixelRatio);
        gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      } finally {
        gl.bindFramebuffer(gl.FRAMEBUFFER, null);
        gl.deleteFramebuffer(framebuffer);
        gl.deleteRenderbuffer(depth);
        gl.deleteTexture(texture);
      }
      return pixels;
    },
    destroy() {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      if (resources && !gl.isContextLost()) {
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
