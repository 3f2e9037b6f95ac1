// The prerender sandbox's worker thread (plain JavaScript: a worker is started by Node
// itself, outside tsx and vitest). Each script runs in a fresh QuickJS runtime: no file
// system, no network, no host objects but a console.log that collects lines; bounded by
// an interrupt deadline, a stack limit and the size of the WebAssembly memory. See
// prerender-sandbox.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { RELEASE_SYNC, newQuickJSWASMModule, newVariant } from 'quickjs-emscripten';

const PAGE = 64 * 1024;
// What the module itself starts with (its declared minimum).
const BASE_PAGES = 256;

// QuickJS's own memory limit counts allocations, not bytes, in this build (it cannot ask
// malloc for sizes), so the hard bound is the WebAssembly memory: it cannot grow past
// `maximum`, and an allocation beyond it fails as "out of memory".
const memory = new WebAssembly.Memory({ initial: BASE_PAGES, maximum: BASE_PAGES + Math.ceil(workerData.memoryBytes / PAGE) });
const quickjs = await newQuickJSWASMModule(newVariant(RELEASE_SYNC, { wasmMemory: memory }));

// After the user's source: call prerender(movie, params, context) and hand back JSON.
const CALL = `
;(function (input) {
  if (typeof prerender !== 'function') throw new Error('The script defines no function prerender(movie, params, context)');
  var movie = input.movie;
  var out = prerender(movie, input.params, input.context);
  var json = JSON.stringify(out === undefined ? movie : out);
  if (typeof json !== 'string') throw new Error('prerender must return the movie (an object)');
  return json;
})(JSON.parse(__input));`;

const MAX_LOG_LINES = 20;
const MAX_LOG_LINE = 500;
const MAX_STACK = 4000;

function run({ src, input, timeoutMs, maxOutputChars }) {
  const runtime = quickjs.newRuntime();
  const logs = [];
  try {
    runtime.setMaxStackSize(512 * 1024);
    const deadline = Date.now() + timeoutMs;
    let interrupted = false;
    runtime.setInterruptHandler(() => (interrupted = interrupted || Date.now() > deadline));
    const vm = runtime.newContext();
    try {
      const log = vm.newFunction('log', (...args) => {
        if (logs.length < MAX_LOG_LINES) logs.push(args.map((arg) => String(vm.dump(arg))).join(' ').slice(0, MAX_LOG_LINE));
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
        if (interrupted) return { ok: false, error: `The script ran longer than ${timeoutMs} ms`, logs };
        const message = error && typeof error === 'object' ? `${error.name ?? 'Error'}: ${error.message ?? ''}` : String(error ?? 'out of memory');
        const stack = error && typeof error === 'object' && typeof error.stack === 'string' ? error.stack.slice(0, MAX_STACK) : undefined;
        // After an allocation failed inside the engine its state is not to be trusted.
        return { ok: false, error: message, stack, logs, fatal: /out of memory|InternalError/.test(message) };
      }
      const json = vm.getString(result.value);
      result.value.dispose();
      if (json.length > maxOutputChars) return { ok: false, error: 'The movie the script returned is too large', logs };
      return { ok: true, movie: json, logs };
    } finally {
      vm.dispose();
    }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), logs, fatal: true };
  } finally {
    try {
      runtime.dispose();
    } catch {
      // A runtime that ran out of memory may not free cleanly; it is garbage either way.
    }
  }
}

parentPort.on('message', (job) => parentPort.postMessage({ id: job.id, ...run(job) }));
parentPort.postMessage({ ready: true });
