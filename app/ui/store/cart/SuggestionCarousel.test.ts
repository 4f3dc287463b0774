import { describe, expect, it } from "vitest";
import { CAROUSEL_STEP, DRAG_FACTOR, dragScrollLeft } from "./SuggestionCarousel";

describe("suggestion carousel (SPEC §9)", () => {
  it("steps 220 px per arrow press", () => expect(CAROUSEL_STEP).toBe(220));

  it("drags at twice the mouse's speed: scrollLeft = start − (x − startX) × 2", () => {
    expect(DRAG_FACTOR).toBe(2);
    expect(dragScrollLeft(300, 500, 450)).toBe(400); // mouse moved 50 px left → row 100 px right
    expect(dragScrollLeft(300, 500, 530)).toBe(240);
    expect(dragScrollLeft(0, 10, 10)).toBe(0);
  });
});
