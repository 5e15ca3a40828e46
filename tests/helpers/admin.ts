import request from "supertest";
import type { Express } from "express";
import { TEST_ADMIN } from "./test-app";

/** The site's own origin, as a browser sends it with every change. */
export const ORIGIN = "http://localhost:5000";

export type Agent = ReturnType<typeof request.agent>;

/** A browser signed in as the test administrator (or another): its cookie goes with each request. */
export async function signIn(app: Express, credentials: { username: string; password: string } = TEST_ADMIN): Promise<Agent> {
  const agent = request.agent(app);
  await agent.post("/api/auth/login").set("Origin", ORIGIN).send(credentials).expect(200);
  return agent;
}
