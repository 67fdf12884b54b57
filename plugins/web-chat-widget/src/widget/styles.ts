/**
 * The widget's CSS, scoped by its shadow root (bubble) or its frame (iframe). `--p`/`--t`: the
 * widget's colours. Inside the panel only logical properties (inline-start/end, text-align:start,
 * flex order), so `dir="rtl"` on .cm-root mirrors it all; the corner of the page (.cm-left,
 * .cm-right) is physical, as the owner chose it.
 */
export const css = `
:host,.cm-root{all:initial;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328}
*{box-sizing:border-box}
.cm-launch{position:fixed;bottom:20px;width:56px;height:56px;display:flex;align-items:center;justify-content:center;padding:0;border-radius:50%;border:0;background:var(--p);color:var(--t);cursor:pointer;box-shadow:0 4px 14px #0004;z-index:2147483000}
.cm-launch svg{display:block;pointer-events:none}
.cm-launch:focus-visible,.cm-button:focus-visible,.cm-send:focus-visible,.cm-x:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.cm-badge{position:absolute;top:-4px;inset-inline-end:-4px;min-width:20px;height:20px;border-radius:10px;background:#cf222e;color:#fff;font-size:12px;line-height:20px}
.cm-panel{position:fixed;bottom:88px;width:360px;max-width:calc(100vw - 32px);height:520px;max-height:calc(100vh - 120px);display:flex;flex-direction:column;background:#fff;border-radius:12px;box-shadow:0 8px 30px #0004;overflow:hidden;z-index:2147483000}
.cm-inline{position:static;width:100%;max-width:none;height:100%;max-height:none;border-radius:0;box-shadow:none}
.cm-left{left:20px}.cm-right{right:20px}
.cm-panel[hidden]{display:none}
.cm-head{display:flex;align-items:center;gap:10px;padding-block:12px;padding-inline:14px;text-align:start;background:var(--p);color:var(--t)}
.cm-head img{width:36px;height:36px;border-radius:50%}
.cm-head h2{margin:0;font-size:16px}
.cm-head p{margin:0;font-size:12px;opacity:.85}
.cm-x{margin-inline-start:auto;background:none;border:0;color:inherit;font-size:22px;cursor:pointer}
.cm-log{flex:1;overflow-y:auto;margin:0;padding:12px;list-style:none;background:#f6f8fa}
.cm-msg{display:flex;flex-direction:column;margin-block:6px;align-items:start}
.cm-me{align-items:end}
.cm-bubble{margin:0;padding-block:8px;padding-inline:12px;text-align:start;border-radius:14px;background:#fff;border:1px solid #d0d7de;max-width:85%;white-space:pre-wrap;overflow-wrap:anywhere}
.cm-me .cm-bubble{background:var(--p);color:var(--t);border-color:transparent}
.cm-pending .cm-bubble{opacity:.6}
.cm-buttons{display:flex;flex-wrap:wrap;gap:6px;margin-block-start:6px}
.cm-button{padding:6px 12px;border-radius:16px;border:1px solid var(--p);background:#fff;color:#1f2328;cursor:pointer;font:inherit;text-decoration:none}
.cm-cards{display:flex;gap:8px;overflow-x:auto;margin:0;padding:0;padding-block-end:6px;list-style:none;max-width:100%}
.cm-card{flex:0 0 200px;display:flex;flex-direction:column;gap:4px;padding:8px;text-align:start;background:#fff;border:1px solid #d0d7de;border-radius:10px}
.cm-card img,.cm-media img,.cm-media video{width:100%;border-radius:8px}
.cm-media{padding:4px}
.cm-status{padding-block:4px;padding-inline:12px;text-align:start;font-size:12px;background:#fff8c5}
.cm-form{display:flex;gap:6px;padding:10px;border-block-start:1px solid #d0d7de;background:#fff}
.cm-input{flex:1;min-width:0;padding-block:8px;padding-inline:10px;text-align:start;border:1px solid #d0d7de;border-radius:8px;font:inherit}
.cm-send{padding-block:8px;padding-inline:14px;border:0;border-radius:8px;background:var(--p);color:var(--t);font:inherit;cursor:pointer}
.cm-sr{position:absolute;inset-inline-start:0;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;
