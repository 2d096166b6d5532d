/**
 * An inline script for the document's body, before React Router's `<ScrollRestoration />`: where
 * the browser denies this document its sessionStorage (the shop framed by an editor on another
 * site while third-party storage is blocked, as Chrome's Incognito does by default), reading
 * `window.sessionStorage` throws a SecurityError, and React Router's inline scroll script throws
 * it uncaught from its own `catch`. This puts an in-memory stand-in in its place, for this
 * document only, so every reader (scroll positions, the closed store notice, the login redirect)
 * works for the visit and nothing throws. Where the storage is usable it does nothing.
 *
 * A constant: nothing from a request goes into it, so inserting it as HTML is safe.
 */
export const SESSION_STORAGE_FALLBACK_SCRIPT =
  'try{window.sessionStorage}catch(e){var m=new Map();' +
  "Object.defineProperty(window,'sessionStorage',{configurable:true,value:{" +
  'get length(){return m.size},' +
  'key:function(i){var k=Array.from(m.keys())[i];return k===undefined?null:k},' +
  'getItem:function(k){k=String(k);return m.has(k)?m.get(k):null},' +
  'setItem:function(k,v){m.set(String(k),String(v))},' +
  'removeItem:function(k){m.delete(String(k))},' +
  'clear:function(){m.clear()}}})}';
