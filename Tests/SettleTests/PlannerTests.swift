import Testing

@testable import Settle

@Suite struct PlannerTests {
    @Test func placeholder() { #expect(Planner.exactLimit == 24) }
}
