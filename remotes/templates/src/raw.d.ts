/** A file imported with `?raw`: its text (shared/build's webpack rule; Vite in tests). */
declare module '*?raw' {
  const text: string;
  export default text;
}
