// The prerender sandbox's worker thread (plain JavaScript: a worker is started by Node
// itself, outside tsx and vitest). Each script runs in a fresh QuickJS runtime: no file
// system, no network, no host objects but a console.log that collects lines; bounded by
// an interrupt deadline, a stack limit and the size of the WebAssembly memory. A script
// stuck inside one built-in (which the interrupt does not reach) is ended from outside:
// the host terminates this thread (sandbox-worker.ts). A reply names the limit a script
// reached (`limit`: time, memory, stack, or output for a movie larger than a movie may be); the
// host words the message and checks the returned movie's shape before parsing it (script-limits.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { RELEASE_SYNC, newQuickJSWASMModule, newVariant } from 'quickjs-emscripten';

const PAGE = 64 * 1024;
// What the module itself starts with (its declared minimum).
const BASE_PAGES = 256;

// QuickJS's own memory limit counts allocations, not bytes, in this build (it cannot ask
// malloc for sizes), so the hard bound is the WebAssembly memory: it cannot grow past
// `maximum`, and an allocation beyond it fails as "out of memory".
const MAX_PAGES = BASE_PAGES + Math.ceil(workerData.memoryBytes / PAGE);
const memory = new WebAssembly.Memory({ initial: BASE_PAGES, maximum: MAX_PAGES });
const quickjs = await newQuickJSWASMModule(newVariant(RELEASE_SYNC, { wasmMemory: memory }));

// After the user's source: call prerender(movie, params, context) and hand back JSON.
const CALL = `
;(function (input) {
  if (typeof prerender !== 'function') throw new Error('The script defines no function prerender(movie, params, ' +
    'context)');
  var movie = input.movie;
  var out = prerender(movie, input.params, input.context);
  var json = JSON.stringify(out === undefined ? movie : out);
  if (typeof json !== 'string') throw new Error('prerender must return the movie (an object)');
  return json;
})(JSON.parse(__input));`;

const MAX_LOG_LINES = 20;
const MAX_LOG_LINE = 500;
const MAX_STACK = 4000;

const encoder = new TextEncoder();

function run({ src, input, timeoutMs, stackBytes, maxOutputBytes }) {
  const runtime = quickjs.newRuntime();
  const logs = [];
  try {
    runtime.setMaxStackSize(stackBytes);
    const deadline = Date.now() + timeoutMs;
    let interrupted = false;
    runtime.setInterruptHandler(() => (interrupted = interrupted || Date.now() > deadline));
    const vm = runtime.newContext();
    try {
      const log = vm.newFunction('log', (...args) => {
        if (logs.length < MAX_LOG_LINES)
          logs.push(
            args
              .map((arg) => String(vm.dump(arg)))
              .join(' ')
              .slice(0, MAX_LOG_LINE),
          );
      });
      const consoleObject = vm.newObject();
      vm.setProp(consoleObject, 'log', log);
      vm.setProp(vm.global, 'console', consoleObject);
      consoleObject.dispose();
      log.dispose();
      const text = vm.newString(input);
      vm.setProp(vm.global, '__input', text);
      text.dispose();

      const result = vm.evalCode(`${src}\n${CALL}`, 'prerender.js');
      if (result.error) {
        const error = vm.dump(result.error);
        result.error.dispose();
        if (interrupted) return { ok: false, limit: 'time', logs };
        const message =
          error && typeof error === 'object'
            ? `${error.name ?? 'Error'}: ${error.message ?? ''}`
            : String(error ?? 'out of memory');
        const stack =
          error && typeof error === 'object' && typeof error.stack === 'string'
            ? error.stack.slice(0, MAX_STACK)
            : undefined;
        const limit = /out of memory/.test(message) ? 'memory' : /stack overflow/.test(message) ? 'stack' : undefined;
        // After an allocation failed inside the engine its state is not to be trusted.
        return {
          ok: false,
          error: message,
          stack,
          logs,
          ...(limit ? { limit } : {}),
          fatal: /out of memory|InternalError/.test(message),
        };
      }
      const json = vm.getString(result.value);
      result.value.dispose();
      // Its UTF-8 is at least as long as its characters: a longer text is refused before it is encoded.
      if (json.length > maxOutputBytes) return { ok: false, limit: 'output', logs };
      const movie = encoder.encode(json);
      if (movie.length > maxOutputBytes) return { ok: false, limit: 'output', logs };
      return { ok: true, movie, logs };
    } finally {
      vm.dispose();
    }
  } catch (error) {
    // The host side of the engine failed: most often its memory could not grow.
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: message,
      logs,
      ...(/out of memory|memory access out of bounds|Cannot enlarge memory/i.test(message) ? { limit: 'memory' } : {}),
      fatal: true,
    };
  } finally {
    try {
      runtime.dispose();
    } catch {
      // A runtime that ran out of memory may not free cleanly; it is garbage either way.
    }
  }
}

const MAX_BYTES = MAX_PAGES * PAGE;

parentPort.on('message', (job) => {
  const reply = run(job);
  // A memory that grew to its bound never shrinks: a script that filled it (even one that
  // caught the failed allocation) leaves this worker to be replaced by a fresh one.
  // The returned movie's bytes are moved to the host, not copied.
  const moved = reply.movie ? [reply.movie.buffer] : [];
  parentPort.postMessage(
    { id: job.id, ...reply, ...(memory.buffer.byteLength >= MAX_BYTES ? { fatal: true } : {}) },
    moved,
  );
});
parentPort.postMessage({ ready: true });
