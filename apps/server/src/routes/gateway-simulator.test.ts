import { describe, expect, it } from "vitest";
import { gatewayUrl } from "./gateway-simulator.ts";

describe("gatewayUrl", () => {
  it("is GATEWAY_URL when set", () => {
    expect(gatewayUrl({ GATEWAY_URL: "https://gateway.example/v1" }, "0.0.0.0", 3000)).toBe("https://gateway.example/v1");
  });

  it.each([
    ["0.0.0.0", "http://127.0.0.1:3000/simulators/gateway"],
    ["::", "http://127.0.0.1:3000/simulators/gateway"],
    ["127.0.0.1", "http://127.0.0.1:3000/simulators/gateway"],
    ["::1", "http://[::1]:3000/simulators/gateway"],
    ["10.1.2.3", "http://10.1.2.3:3000/simulators/gateway"],
  ])("is the app's own simulator on its port when listening on %s", (host, url) => {
    expect(gatewayUrl({}, host, 3000)).toBe(url);
  });
});
