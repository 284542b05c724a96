// jsdom for the dashboard's component tests, with the Node globals jsdom leaves out that React
// Router needs (TextEncoder/TextDecoder at import time; Request, with Node's own AbortController so
// the signal passes Request's check, when a link navigates). Named in each test file's docblock.
const { TextDecoder, TextEncoder } = require('node:util');
const JsdomEnvironment = require('jest-environment-jsdom').default;

class DashboardEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    this.global.TextEncoder ??= TextEncoder;
    this.global.TextDecoder ??= TextDecoder;
    this.global.Request = Request;
    this.global.AbortController = AbortController;
    this.global.AbortSignal = AbortSignal;
  }
}

module.exports = DashboardEnvironment;
