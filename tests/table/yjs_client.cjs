// A standard Yjs browser-style client: y-websocket's WebsocketProvider with awareness (presence).
const Y = require('yjs')
const { WebsocketProvider } = require('y-websocket')
const WebSocket = require('ws')
const [url, room, code, key, value] = process.argv.slice(2)
const doc = new Y.Doc()
const provider = new WebsocketProvider(url, room, doc, { WebSocketPolyfill: WebSocket, params: { code, key, v: "2" } })
provider.awareness.setLocalStateField('user', { name: 'Ann', color: '#f00' })
let closes = 0
provider.on('connection-close', () => { closes++ })
provider.on('sync', (synced) => {
  if (!synced) return
  doc.getMap('sheet').set('document', value)
  // presence again, then report after a round trip
  provider.awareness.setLocalStateField('cursor', { x: 1 })
  setTimeout(() => {
    console.log(JSON.stringify({ connected: provider.wsconnected, closes, synced: provider.synced }))
    provider.destroy(); process.exit(0)
  }, 1500)
})
setTimeout(() => { console.log(JSON.stringify({ timeout: true, closes })); process.exit(1) }, 15000)
