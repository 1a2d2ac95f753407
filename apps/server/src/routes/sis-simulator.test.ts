import { describe, expect, it } from "vitest";
import { gatewayUrl } from "./gateway-simulator.ts";
import { sisEndpoints } from "./sis-simulator.ts";

describe("sisEndpoints", () => {
  const local = gatewayUrl({}, "0.0.0.0", 3000);

  it("points each plugin at the app's own simulator by default, with the simulator's credential", () => {
    expect(sisEndpoints({}, local)("synergy_test")).toEqual({ baseUrl: "http://127.0.0.1:3000/simulators/sis/synergy_test", credential: "paydesk-simulator" });
  });

  it("takes SIS_<PLUGIN>_URL and SIS_<PLUGIN>_KEY for that plugin only", () => {
    const env = { SIS_POWERSCHOOL_URL: "https://ps.example.org", SIS_POWERSCHOOL_KEY: "tok" };
    expect(sisEndpoints(env, local)("powerschool")).toEqual({ baseUrl: "https://ps.example.org", credential: "tok" });
    expect(sisEndpoints(env, local)("skyward").baseUrl).toBe("http://127.0.0.1:3000/simulators/sis/skyward");
  });
});
